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
#map17 = affine_map<(d0, d1) -> (d0)>
#map18 = affine_map<(d0, d1) -> (d0, 0)>
#map19 = affine_map<(d0) -> ()>
#map20 = affine_map<() -> ()>
#map21 = affine_map<(d0, d1) -> ()>
#map22 = affine_map<(d0) -> (d0, 0)>
#map23 = affine_map<(d0, d1, d2) -> (0, 0, d2)>
#map24 = affine_map<(d0, d1, d2) -> ()>
module {
  func.func @main(%arg0: tensor<128x32xf32> {spmd.name = "model.embed_tokens.weight", spmd.role = "param"}, %arg1: tensor<32x32xf32> {spmd.name = "model.layers.0.self_attn.q_proj.weight", spmd.role = "param"}, %arg2: tensor<32x32xf32> {spmd.name = "model.layers.0.self_attn.k_proj.weight", spmd.role = "param"}, %arg3: tensor<32x32xf32> {spmd.name = "model.layers.0.self_attn.v_proj.weight", spmd.role = "param"}, %arg4: tensor<32x32xf32> {spmd.name = "model.layers.0.self_attn.o_proj.weight", spmd.role = "param"}, %arg5: tensor<64x32xf32> {spmd.name = "model.layers.0.mlp.gate_proj.weight", spmd.role = "param"}, %arg6: tensor<64x32xf32> {spmd.name = "model.layers.0.mlp.up_proj.weight", spmd.role = "param"}, %arg7: tensor<32x64xf32> {spmd.name = "model.layers.0.mlp.down_proj.weight", spmd.role = "param"}, %arg8: tensor<32xf32> {spmd.name = "model.layers.0.input_layernorm.weight", spmd.role = "param"}, %arg9: tensor<32xf32> {spmd.name = "model.layers.0.post_attention_layernorm.weight", spmd.role = "param"}, %arg10: tensor<32x32xf32> {spmd.name = "model.layers.1.self_attn.q_proj.weight", spmd.role = "param"}, %arg11: tensor<32x32xf32> {spmd.name = "model.layers.1.self_attn.k_proj.weight", spmd.role = "param"}, %arg12: tensor<32x32xf32> {spmd.name = "model.layers.1.self_attn.v_proj.weight", spmd.role = "param"}, %arg13: tensor<32x32xf32> {spmd.name = "model.layers.1.self_attn.o_proj.weight", spmd.role = "param"}, %arg14: tensor<64x32xf32> {spmd.name = "model.layers.1.mlp.gate_proj.weight", spmd.role = "param"}, %arg15: tensor<64x32xf32> {spmd.name = "model.layers.1.mlp.up_proj.weight", spmd.role = "param"}, %arg16: tensor<32x64xf32> {spmd.name = "model.layers.1.mlp.down_proj.weight", spmd.role = "param"}, %arg17: tensor<32xf32> {spmd.name = "model.layers.1.input_layernorm.weight", spmd.role = "param"}, %arg18: tensor<32xf32> {spmd.name = "model.layers.1.post_attention_layernorm.weight", spmd.role = "param"}, %arg19: tensor<32xf32> {spmd.name = "model.norm.weight", spmd.role = "param"}, %arg20: tensor<128x32xf32> {spmd.name = "lm_head.weight", spmd.role = "param"}, %arg21: tensor<4x8xi64> {spmd.name = "input_ids", spmd.role = "input"}, %arg22: tensor<4x8xi64> {spmd.name = "labels", spmd.role = "input"}) -> (tensor<f32> {spmd.name = "loss"}, tensor<128x32xf32> {spmd.name = "new:model.embed_tokens.weight"}, tensor<32x32xf32> {spmd.name = "new:model.layers.0.self_attn.q_proj.weight"}, tensor<32x32xf32> {spmd.name = "new:model.layers.0.self_attn.k_proj.weight"}, tensor<32x32xf32> {spmd.name = "new:model.layers.0.self_attn.v_proj.weight"}, tensor<32x32xf32> {spmd.name = "new:model.layers.0.self_attn.o_proj.weight"}, tensor<64x32xf32> {spmd.name = "new:model.layers.0.mlp.gate_proj.weight"}, tensor<64x32xf32> {spmd.name = "new:model.layers.0.mlp.up_proj.weight"}, tensor<32x64xf32> {spmd.name = "new:model.layers.0.mlp.down_proj.weight"}, tensor<32xf32> {spmd.name = "new:model.layers.0.input_layernorm.weight"}, tensor<32xf32> {spmd.name = "new:model.layers.0.post_attention_layernorm.weight"}, tensor<32x32xf32> {spmd.name = "new:model.layers.1.self_attn.q_proj.weight"}, tensor<32x32xf32> {spmd.name = "new:model.layers.1.self_attn.k_proj.weight"}, tensor<32x32xf32> {spmd.name = "new:model.layers.1.self_attn.v_proj.weight"}, tensor<32x32xf32> {spmd.name = "new:model.layers.1.self_attn.o_proj.weight"}, tensor<64x32xf32> {spmd.name = "new:model.layers.1.mlp.gate_proj.weight"}, tensor<64x32xf32> {spmd.name = "new:model.layers.1.mlp.up_proj.weight"}, tensor<32x64xf32> {spmd.name = "new:model.layers.1.mlp.down_proj.weight"}, tensor<32xf32> {spmd.name = "new:model.layers.1.input_layernorm.weight"}, tensor<32xf32> {spmd.name = "new:model.layers.1.post_attention_layernorm.weight"}, tensor<32xf32> {spmd.name = "new:model.norm.weight"}, tensor<128x32xf32> {spmd.name = "new:lm_head.weight"}) {
    %cst = arith.constant dense<0.000000e+00> : tensor<32x128xf32>
    %c128 = arith.constant 128 : index
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 1.000000e+00 : f32
    %true = arith.constant true
    %cst_2 = arith.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>
    %cst_3 = arith.constant 9.9999999999999995E-7 : f64
    %cst_4 = arith.constant 0.35355339059327379 : f64
    %cst_5 = arith.constant 1.000000e-01 : f64
    %cst_6 = arith.constant dense<true> : tensor<i1>
    %cst_7 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_8 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_9 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_10 = arith.constant dense<0.000000e+00> : tensor<4x4x8x8xf32>
    %cst_11 = arith.constant dense<1.000000e+00> : tensor<4x8x64xf32>
    %cst_12 = arith.constant 3.200000e+01 : f32
    %cst_13 = arith.constant -5.000000e-01 : f32
    %cst_14 = arith.constant 2.000000e+00 : f32
    %c127_i64 = arith.constant 127 : i64
    %c-128_i64 = arith.constant -128 : i64
    %c-100_i64 = arith.constant -100 : i64
    %c128_i64 = arith.constant 128 : i64
    %c3_i64 = arith.constant 3 : i64
    %c2_i64 = arith.constant 2 : i64
    %c4_i64 = arith.constant 4 : i64
    %c1_i64 = arith.constant 1 : i64
    %c8_i64 = arith.constant 8 : i64
    %c-1_i64 = arith.constant -1 : i64
    %c0_i64 = arith.constant 0 : i64
    %c32 = arith.constant 32 : index
    %cst_15 = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %cst_16 = arith.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_17 = arith.constant -1.000000e+00 : f32
    %cst_18 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<4x8x32xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg21 : tensor<4x8xi64>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %419 = arith.index_cast %in : i64 to index
      %420 = linalg.index 2 : index
      %421 = arith.cmpi slt, %419, %c128 : index
      cf.assert %421, "index must be smaller than dim size"
      %422 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %422, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%419, %420] : tensor<128x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x8x32xf32>
    %2 = tensor.empty() : tensor<8xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %419 = linalg.index 0 : index
      %420 = arith.index_cast %419 : index to i64
      linalg.yield %420 : i64
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
      %419 = arith.subi %in, %c1_i64 : i64
      linalg.yield %419 : i64
    } -> tensor<4x1xi64>
    %concat = tensor.concat dim(1) %7, %5 : (tensor<4x1xi64>, tensor<4x8xi64>) -> tensor<4x9xi64>
    %extracted_slice_19 = tensor.extract_slice %concat[0, 0] [4, 8] [1, 1] : tensor<4x9xi64> to tensor<4x8xi64>
    %extracted_slice_20 = tensor.extract_slice %concat[0, 1] [4, 8] [1, 1] : tensor<4x9xi64> to tensor<4x8xi64>
    %8 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_20, %extracted_slice_19 : tensor<4x8xi64>, tensor<4x8xi64>) outs(%4 : tensor<4x8xi64>) {
    ^bb0(%in: i64, %in_210: i64, %out: i64):
      %419 = arith.subi %in, %in_210 : i64
      linalg.yield %419 : i64
    } -> tensor<4x8xi64>
    %9 = tensor.empty() : tensor<4x8xi1>
    %10 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<4x8xi64>) outs(%9 : tensor<4x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %419 = arith.cmpi ne, %in, %c1_i64 : i64
      linalg.yield %419 : i1
    } -> tensor<4x8xi1>
    %11 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%10 : tensor<4x8xi1>) outs(%4 : tensor<4x8xi64>) {
    ^bb0(%in: i1, %out: i64):
      %419 = arith.extui %in : i1 to i64
      linalg.yield %419 : i64
    } -> tensor<4x8xi64>
    %12 = linalg.fill ins(%c0_i64 : i64) outs(%4 : tensor<4x8xi64>) -> tensor<4x8xi64>
    %13 = tensor.empty() : tensor<4xi64>
    %14 = linalg.fill ins(%c0_i64 : i64) outs(%13 : tensor<4xi64>) -> tensor<4xi64>
    %15:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%11 : tensor<4x8xi64>) outs(%12, %14 : tensor<4x8xi64>, tensor<4xi64>) {
    ^bb0(%arg23: i64, %arg24: i64):
      %419 = arith.addi %arg23, %arg24 : i64
      tm_tensor.yield %419 : i64
    } -> tensor<4x8xi64>, tensor<4xi64>
    %16 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%13 : tensor<4xi64>) {
    ^bb0(%out: i64):
      %419 = linalg.index 0 : index
      %420 = arith.index_cast %419 : index to i64
      linalg.yield %420 : i64
    } -> tensor<4xi64>
    %expanded = tensor.expand_shape %16 [[0, 1, 2, 3]] output_shape [4, 1, 1, 1] : tensor<4xi64> into tensor<4x1x1x1xi64>
    %expanded_21 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : tensor<8xi64> into tensor<1x1x8x1xi64>
    %expanded_22 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<8xi64> into tensor<1x1x1x8xi64>
    %17 = tensor.empty() : tensor<4x1x8x1xi64>
    %18 = linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_21 : tensor<4x1x1x1xi64>, tensor<1x1x8x1xi64>) outs(%17 : tensor<4x1x8x1xi64>) {
    ^bb0(%in: i64, %in_210: i64, %out: i64):
      %419 = arith.cmpi slt, %in, %c0_i64 : i64
      %420 = arith.addi %in, %c4_i64 : i64
      %421 = arith.select %419, %420, %in : i64
      %422 = arith.index_cast %421 : i64 to index
      %423 = arith.cmpi slt, %in_210, %c0_i64 : i64
      %424 = arith.addi %in_210, %c8_i64 : i64
      %425 = arith.select %423, %424, %in_210 : i64
      %426 = arith.index_cast %425 : i64 to index
      %extracted = tensor.extract %15#0[%422, %426] : tensor<4x8xi64>
      linalg.yield %extracted : i64
    } -> tensor<4x1x8x1xi64>
    %19 = tensor.empty() : tensor<4x1x1x8xi64>
    %20 = linalg.generic {indexing_maps = [#map5, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_22 : tensor<4x1x1x1xi64>, tensor<1x1x1x8xi64>) outs(%19 : tensor<4x1x1x8xi64>) {
    ^bb0(%in: i64, %in_210: i64, %out: i64):
      %419 = arith.cmpi slt, %in, %c0_i64 : i64
      %420 = arith.addi %in, %c4_i64 : i64
      %421 = arith.select %419, %420, %in : i64
      %422 = arith.index_cast %421 : i64 to index
      %423 = arith.cmpi slt, %in_210, %c0_i64 : i64
      %424 = arith.addi %in_210, %c8_i64 : i64
      %425 = arith.select %423, %424, %in_210 : i64
      %426 = arith.index_cast %425 : i64 to index
      %extracted = tensor.extract %15#0[%422, %426] : tensor<4x8xi64>
      linalg.yield %extracted : i64
    } -> tensor<4x1x1x8xi64>
    %21 = tensor.empty() : tensor<4x1x8x8xi1>
    %22 = linalg.generic {indexing_maps = [#map9, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %20 : tensor<4x1x8x1xi64>, tensor<4x1x1x8xi64>) outs(%21 : tensor<4x1x8x8xi1>) {
    ^bb0(%in: i64, %in_210: i64, %out: i1):
      %419 = arith.cmpi eq, %in, %in_210 : i64
      linalg.yield %419 : i1
    } -> tensor<4x1x8x8xi1>
    %23 = linalg.generic {indexing_maps = [#map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_6, %22 : tensor<i1>, tensor<4x1x8x8xi1>) outs(%21 : tensor<4x1x8x8xi1>) {
    ^bb0(%in: i1, %in_210: i1, %out: i1):
      %419 = arith.andi %in, %in_210 : i1
      linalg.yield %419 : i1
    } -> tensor<4x1x8x8xi1>
    %24 = linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_21 : tensor<4x1x1x1xi64>, tensor<1x1x8x1xi64>) outs(%17 : tensor<4x1x8x1xi64>) {
    ^bb0(%in: i64, %in_210: i64, %out: i64):
      %419 = arith.cmpi slt, %in, %c0_i64 : i64
      %420 = arith.addi %in, %c4_i64 : i64
      %421 = arith.select %419, %420, %in : i64
      %422 = arith.index_cast %421 : i64 to index
      %423 = arith.cmpi slt, %in_210, %c0_i64 : i64
      %424 = arith.addi %in_210, %c8_i64 : i64
      %425 = arith.select %423, %424, %in_210 : i64
      %426 = arith.index_cast %425 : i64 to index
      %extracted = tensor.extract %5[%422, %426] : tensor<4x8xi64>
      linalg.yield %extracted : i64
    } -> tensor<4x1x8x1xi64>
    %25 = linalg.generic {indexing_maps = [#map5, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_22 : tensor<4x1x1x1xi64>, tensor<1x1x1x8xi64>) outs(%19 : tensor<4x1x1x8xi64>) {
    ^bb0(%in: i64, %in_210: i64, %out: i64):
      %419 = arith.cmpi slt, %in, %c0_i64 : i64
      %420 = arith.addi %in, %c4_i64 : i64
      %421 = arith.select %419, %420, %in : i64
      %422 = arith.index_cast %421 : i64 to index
      %423 = arith.cmpi slt, %in_210, %c0_i64 : i64
      %424 = arith.addi %in_210, %c8_i64 : i64
      %425 = arith.select %423, %424, %in_210 : i64
      %426 = arith.index_cast %425 : i64 to index
      %extracted = tensor.extract %5[%422, %426] : tensor<4x8xi64>
      linalg.yield %extracted : i64
    } -> tensor<4x1x1x8xi64>
    %26 = linalg.generic {indexing_maps = [#map10, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25, %24 : tensor<4x1x1x8xi64>, tensor<4x1x8x1xi64>) outs(%21 : tensor<4x1x8x8xi1>) {
    ^bb0(%in: i64, %in_210: i64, %out: i1):
      %419 = arith.cmpi sle, %in, %in_210 : i64
      linalg.yield %419 : i1
    } -> tensor<4x1x8x8xi1>
    %27 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23, %26 : tensor<4x1x8x8xi1>, tensor<4x1x8x8xi1>) outs(%21 : tensor<4x1x8x8xi1>) {
    ^bb0(%in: i1, %in_210: i1, %out: i1):
      %419 = arith.andi %in, %in_210 : i1
      linalg.yield %419 : i1
    } -> tensor<4x1x8x8xi1>
    %28 = tensor.empty() : tensor<4x1x8x8xf32>
    %29 = linalg.generic {indexing_maps = [#map7, #map11, #map11, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27, %cst_7, %cst_8 : tensor<4x1x8x8xi1>, tensor<f32>, tensor<f32>) outs(%28 : tensor<4x1x8x8xf32>) {
    ^bb0(%in: i1, %in_210: f32, %in_211: f32, %out: f32):
      %419 = arith.select %in, %in_210, %in_211 : f32
      linalg.yield %419 : f32
    } -> tensor<4x1x8x8xf32>
    %expanded_23 = tensor.expand_shape %3 [[0, 1, 2]] output_shape [1, 8, 1] : tensor<8xi64> into tensor<1x8x1xi64>
    %30 = tensor.empty() : tensor<1x8x1xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_23 : tensor<1x8x1xi64>) outs(%30 : tensor<1x8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %419 = arith.sitofp %in : i64 to f32
      linalg.yield %419 : f32
    } -> tensor<1x8x1xf32>
    %32 = tensor.empty() : tensor<1x8x4xf32>
    %33 = linalg.generic {indexing_maps = [#map12, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31, %cst_2 : tensor<1x8x1xf32>, tensor<4xf32>) outs(%32 : tensor<1x8x4xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<1x8x4xf32>
    %concat_24 = tensor.concat dim(2) %33, %33 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %34 = tensor.empty() : tensor<1x8x8xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat_24 : tensor<1x8x8xf32>) outs(%34 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = math.cos %in : f32
      linalg.yield %419 : f32
    } -> tensor<1x8x8xf32>
    %36 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat_24 : tensor<1x8x8xf32>) outs(%34 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = math.sin %in : f32
      linalg.yield %419 : f32
    } -> tensor<1x8x8xf32>
    %37 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %38 = tensor.empty() : tensor<4x8x1xf32>
    %39 = linalg.fill ins(%cst_15 : f32) outs(%38 : tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %40 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%37 : tensor<4x8x32xf32>) outs(%39 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.addf %in, %out : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x1xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40 : tensor<4x8x1xf32>) outs(%38 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.divf %in, %cst_12 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x1xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41 : tensor<4x8x1xf32>) outs(%38 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.truncf %cst_3 : f64 to f32
      %420 = arith.addf %in, %419 : f32
      linalg.yield %420 : f32
    } -> tensor<4x8x1xf32>
    %43 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%42 : tensor<4x8x1xf32>) outs(%38 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = math.rsqrt %in : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x1xf32>
    %44 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %43 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %45 = linalg.generic {indexing_maps = [#map13, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg8, %44 : tensor<32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %46 = tensor.empty() : tensor<32x32xf32>
    %transposed = linalg.transpose ins(%arg1 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %45 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %47 = linalg.fill ins(%cst_15 : f32) outs(%46 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %48 = linalg.matmul ins(%collapsed, %transposed : tensor<32x32xf32>, tensor<32x32xf32>) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_25 = tensor.expand_shape %48 [[0, 1], [2, 3]] output_shape [4, 8, 4, 8] : tensor<32x32xf32> into tensor<4x8x4x8xf32>
    %49 = tensor.empty() : tensor<4x4x8x8xf32>
    %transposed_26 = linalg.transpose ins(%expanded_25 : tensor<4x8x4x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_27 = linalg.transpose ins(%arg2 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) permutation = [1, 0] 
    %50 = linalg.matmul ins(%collapsed, %transposed_27 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_28 = tensor.expand_shape %50 [[0, 1], [2, 3]] output_shape [4, 8, 4, 8] : tensor<32x32xf32> into tensor<4x8x4x8xf32>
    %transposed_29 = linalg.transpose ins(%expanded_28 : tensor<4x8x4x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_30 = linalg.transpose ins(%arg3 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) permutation = [1, 0] 
    %51 = linalg.matmul ins(%collapsed, %transposed_30 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_31 = tensor.expand_shape %51 [[0, 1], [2, 3]] output_shape [4, 8, 4, 8] : tensor<32x32xf32> into tensor<4x8x4x8xf32>
    %transposed_32 = linalg.transpose ins(%expanded_31 : tensor<4x8x4x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_33 = tensor.expand_shape %35 [[0], [1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xf32> into tensor<1x1x8x8xf32>
    %expanded_34 = tensor.expand_shape %36 [[0], [1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xf32> into tensor<1x1x8x8xf32>
    %52 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_26, %expanded_33 : tensor<4x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x4x8x8xf32>
    %extracted_slice_35 = tensor.extract_slice %transposed_26[0, 0, 0, 0] [4, 4, 8, 4] [1, 1, 1, 1] : tensor<4x4x8x8xf32> to tensor<4x4x8x4xf32>
    %extracted_slice_36 = tensor.extract_slice %transposed_26[0, 0, 0, 4] [4, 4, 8, 4] [1, 1, 1, 1] : tensor<4x4x8x8xf32> to tensor<4x4x8x4xf32>
    %53 = tensor.empty() : tensor<4x4x8x4xf32>
    %54 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_36 : tensor<4x4x8x4xf32>) outs(%53 : tensor<4x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.negf %in : f32
      linalg.yield %419 : f32
    } -> tensor<4x4x8x4xf32>
    %concat_37 = tensor.concat dim(3) %54, %extracted_slice_35 : (tensor<4x4x8x4xf32>, tensor<4x4x8x4xf32>) -> tensor<4x4x8x8xf32>
    %55 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_37, %expanded_34 : tensor<4x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x4x8x8xf32>
    %56 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52, %55 : tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.addf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x4x8x8xf32>
    %57 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_29, %expanded_33 : tensor<4x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x4x8x8xf32>
    %extracted_slice_38 = tensor.extract_slice %transposed_29[0, 0, 0, 0] [4, 4, 8, 4] [1, 1, 1, 1] : tensor<4x4x8x8xf32> to tensor<4x4x8x4xf32>
    %extracted_slice_39 = tensor.extract_slice %transposed_29[0, 0, 0, 4] [4, 4, 8, 4] [1, 1, 1, 1] : tensor<4x4x8x8xf32> to tensor<4x4x8x4xf32>
    %58 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_39 : tensor<4x4x8x4xf32>) outs(%53 : tensor<4x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.negf %in : f32
      linalg.yield %419 : f32
    } -> tensor<4x4x8x4xf32>
    %concat_40 = tensor.concat dim(3) %58, %extracted_slice_38 : (tensor<4x4x8x4xf32>, tensor<4x4x8x4xf32>) -> tensor<4x4x8x8xf32>
    %59 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_40, %expanded_34 : tensor<4x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x4x8x8xf32>
    %60 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %59 : tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.addf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x4x8x8xf32>
    %transposed_41 = linalg.transpose ins(%60 : tensor<4x4x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_42 = tensor.collapse_shape %56 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %collapsed_43 = tensor.collapse_shape %transposed_41 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %61 = tensor.empty() : tensor<16x8x8xf32>
    %62 = linalg.fill ins(%cst_15 : f32) outs(%61 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %63 = linalg.batch_matmul ins(%collapsed_42, %collapsed_43 : tensor<16x8x8xf32>, tensor<16x8x8xf32>) outs(%62 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %expanded_44 = tensor.expand_shape %63 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
    %64 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_44 : tensor<4x4x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.truncf %cst_4 : f64 to f32
      %420 = arith.mulf %in, %419 : f32
      linalg.yield %420 : f32
    } -> tensor<4x4x8x8xf32>
    %65 = linalg.generic {indexing_maps = [#map7, #map15, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %29 : tensor<4x4x8x8xf32>, tensor<4x1x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.addf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x4x8x8xf32>
    %66 = tensor.empty() : tensor<4x4x8xi64>
    %67 = linalg.fill ins(%c0_i64 : i64) outs(%66 : tensor<4x4x8xi64>) -> tensor<4x4x8xi64>
    %68 = tensor.empty() : tensor<4x4x8xf32>
    %69 = linalg.fill ins(%cst_0 : f32) outs(%68 : tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %70:2 = linalg.generic {indexing_maps = [#map7, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%65 : tensor<4x4x8x8xf32>) outs(%69, %67 : tensor<4x4x8xf32>, tensor<4x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_210: i64):
      %419 = linalg.index 3 : index
      %420 = arith.index_cast %419 : index to i64
      %421 = arith.maximumf %in, %out : f32
      %422 = arith.cmpf ogt, %in, %out : f32
      %423 = arith.select %422, %420, %out_210 : i64
      linalg.yield %421, %423 : f32, i64
    } -> (tensor<4x4x8xf32>, tensor<4x4x8xi64>)
    %expanded_45 = tensor.expand_shape %70#0 [[0], [1], [2, 3]] output_shape [4, 4, 8, 1] : tensor<4x4x8xf32> into tensor<4x4x8x1xf32>
    %71 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65, %expanded_45 : tensor<4x4x8x8xf32>, tensor<4x4x8x1xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.subf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x4x8x8xf32>
    %72 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71 : tensor<4x4x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = math.exp %in : f32
      linalg.yield %419 : f32
    } -> tensor<4x4x8x8xf32>
    %73 = tensor.empty() : tensor<4x4x8x1xf32>
    %74 = linalg.fill ins(%cst_15 : f32) outs(%73 : tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %75 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%72 : tensor<4x4x8x8xf32>) outs(%74 : tensor<4x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.addf %in, %out : f32
      linalg.yield %419 : f32
    } -> tensor<4x4x8x1xf32>
    %76 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72, %75 : tensor<4x4x8x8xf32>, tensor<4x4x8x1xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.divf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x4x8x8xf32>
    %collapsed_46 = tensor.collapse_shape %76 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %collapsed_47 = tensor.collapse_shape %transposed_32 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %77 = linalg.batch_matmul ins(%collapsed_46, %collapsed_47 : tensor<16x8x8xf32>, tensor<16x8x8xf32>) outs(%62 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %expanded_48 = tensor.expand_shape %77 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
    %78 = tensor.empty() : tensor<4x8x4x8xf32>
    %transposed_49 = linalg.transpose ins(%expanded_48 : tensor<4x4x8x8xf32>) outs(%78 : tensor<4x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_50 = linalg.transpose ins(%arg4 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_51 = tensor.collapse_shape %transposed_49 [[0, 1], [2, 3]] : tensor<4x8x4x8xf32> into tensor<32x32xf32>
    %79 = linalg.matmul ins(%collapsed_51, %transposed_50 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_52 = tensor.expand_shape %79 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %expanded_52 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.addf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%81 : tensor<4x8x32xf32>) outs(%39 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.addf %in, %out : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x1xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<4x8x1xf32>) outs(%38 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.divf %in, %cst_12 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x1xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<4x8x1xf32>) outs(%38 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.truncf %cst_3 : f64 to f32
      %420 = arith.addf %in, %419 : f32
      linalg.yield %420 : f32
    } -> tensor<4x8x1xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<4x8x1xf32>) outs(%38 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = math.rsqrt %in : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x1xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80, %85 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %87 = linalg.generic {indexing_maps = [#map13, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9, %86 : tensor<32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %88 = tensor.empty() : tensor<32x64xf32>
    %transposed_53 = linalg.transpose ins(%arg5 : tensor<64x32xf32>) outs(%88 : tensor<32x64xf32>) permutation = [1, 0] 
    %collapsed_54 = tensor.collapse_shape %87 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %89 = linalg.fill ins(%cst_15 : f32) outs(%88 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %90 = linalg.matmul ins(%collapsed_54, %transposed_53 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%89 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %expanded_55 = tensor.expand_shape %90 [[0, 1], [2]] output_shape [4, 8, 64] : tensor<32x64xf32> into tensor<4x8x64xf32>
    %91 = tensor.empty() : tensor<4x8x64xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_55 : tensor<4x8x64xf32>) outs(%91 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.negf %in : f32
      %420 = math.exp %419 : f32
      %421 = arith.addf %420, %cst_1 : f32
      %422 = arith.divf %cst_1, %421 : f32
      linalg.yield %422 : f32
    } -> tensor<4x8x64xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_55, %92 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%91 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x64xf32>
    %transposed_56 = linalg.transpose ins(%arg6 : tensor<64x32xf32>) outs(%88 : tensor<32x64xf32>) permutation = [1, 0] 
    %94 = linalg.matmul ins(%collapsed_54, %transposed_56 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%89 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %expanded_57 = tensor.expand_shape %94 [[0, 1], [2]] output_shape [4, 8, 64] : tensor<32x64xf32> into tensor<4x8x64xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %expanded_57 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%91 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x64xf32>
    %96 = tensor.empty() : tensor<64x32xf32>
    %transposed_58 = linalg.transpose ins(%arg7 : tensor<32x64xf32>) outs(%96 : tensor<64x32xf32>) permutation = [1, 0] 
    %collapsed_59 = tensor.collapse_shape %95 [[0, 1], [2]] : tensor<4x8x64xf32> into tensor<32x64xf32>
    %97 = linalg.matmul ins(%collapsed_59, %transposed_58 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_60 = tensor.expand_shape %97 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80, %expanded_60 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.addf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%99 : tensor<4x8x32xf32>) outs(%39 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.addf %in, %out : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x1xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<4x8x1xf32>) outs(%38 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.divf %in, %cst_12 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x1xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<4x8x1xf32>) outs(%38 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.truncf %cst_3 : f64 to f32
      %420 = arith.addf %in, %419 : f32
      linalg.yield %420 : f32
    } -> tensor<4x8x1xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102 : tensor<4x8x1xf32>) outs(%38 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = math.rsqrt %in : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x1xf32>
    %104 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98, %103 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %105 = linalg.generic {indexing_maps = [#map13, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg17, %104 : tensor<32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %transposed_61 = linalg.transpose ins(%arg10 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_62 = tensor.collapse_shape %105 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %106 = linalg.matmul ins(%collapsed_62, %transposed_61 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_63 = tensor.expand_shape %106 [[0, 1], [2, 3]] output_shape [4, 8, 4, 8] : tensor<32x32xf32> into tensor<4x8x4x8xf32>
    %transposed_64 = linalg.transpose ins(%expanded_63 : tensor<4x8x4x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_65 = linalg.transpose ins(%arg11 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) permutation = [1, 0] 
    %107 = linalg.matmul ins(%collapsed_62, %transposed_65 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_66 = tensor.expand_shape %107 [[0, 1], [2, 3]] output_shape [4, 8, 4, 8] : tensor<32x32xf32> into tensor<4x8x4x8xf32>
    %transposed_67 = linalg.transpose ins(%expanded_66 : tensor<4x8x4x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_68 = linalg.transpose ins(%arg12 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) permutation = [1, 0] 
    %108 = linalg.matmul ins(%collapsed_62, %transposed_68 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_69 = tensor.expand_shape %108 [[0, 1], [2, 3]] output_shape [4, 8, 4, 8] : tensor<32x32xf32> into tensor<4x8x4x8xf32>
    %transposed_70 = linalg.transpose ins(%expanded_69 : tensor<4x8x4x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %109 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_64, %expanded_33 : tensor<4x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x4x8x8xf32>
    %extracted_slice_71 = tensor.extract_slice %transposed_64[0, 0, 0, 0] [4, 4, 8, 4] [1, 1, 1, 1] : tensor<4x4x8x8xf32> to tensor<4x4x8x4xf32>
    %extracted_slice_72 = tensor.extract_slice %transposed_64[0, 0, 0, 4] [4, 4, 8, 4] [1, 1, 1, 1] : tensor<4x4x8x8xf32> to tensor<4x4x8x4xf32>
    %110 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_72 : tensor<4x4x8x4xf32>) outs(%53 : tensor<4x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.negf %in : f32
      linalg.yield %419 : f32
    } -> tensor<4x4x8x4xf32>
    %concat_73 = tensor.concat dim(3) %110, %extracted_slice_71 : (tensor<4x4x8x4xf32>, tensor<4x4x8x4xf32>) -> tensor<4x4x8x8xf32>
    %111 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_73, %expanded_34 : tensor<4x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x4x8x8xf32>
    %112 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%109, %111 : tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.addf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x4x8x8xf32>
    %113 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_67, %expanded_33 : tensor<4x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x4x8x8xf32>
    %extracted_slice_74 = tensor.extract_slice %transposed_67[0, 0, 0, 0] [4, 4, 8, 4] [1, 1, 1, 1] : tensor<4x4x8x8xf32> to tensor<4x4x8x4xf32>
    %extracted_slice_75 = tensor.extract_slice %transposed_67[0, 0, 0, 4] [4, 4, 8, 4] [1, 1, 1, 1] : tensor<4x4x8x8xf32> to tensor<4x4x8x4xf32>
    %114 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_75 : tensor<4x4x8x4xf32>) outs(%53 : tensor<4x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.negf %in : f32
      linalg.yield %419 : f32
    } -> tensor<4x4x8x4xf32>
    %concat_76 = tensor.concat dim(3) %114, %extracted_slice_74 : (tensor<4x4x8x4xf32>, tensor<4x4x8x4xf32>) -> tensor<4x4x8x8xf32>
    %115 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_76, %expanded_34 : tensor<4x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x4x8x8xf32>
    %116 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113, %115 : tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.addf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x4x8x8xf32>
    %transposed_77 = linalg.transpose ins(%116 : tensor<4x4x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_78 = tensor.collapse_shape %112 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %collapsed_79 = tensor.collapse_shape %transposed_77 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %117 = linalg.batch_matmul ins(%collapsed_78, %collapsed_79 : tensor<16x8x8xf32>, tensor<16x8x8xf32>) outs(%62 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %expanded_80 = tensor.expand_shape %117 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
    %118 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_80 : tensor<4x4x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.truncf %cst_4 : f64 to f32
      %420 = arith.mulf %in, %419 : f32
      linalg.yield %420 : f32
    } -> tensor<4x4x8x8xf32>
    %119 = linalg.generic {indexing_maps = [#map7, #map15, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%118, %29 : tensor<4x4x8x8xf32>, tensor<4x1x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.addf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x4x8x8xf32>
    %120:2 = linalg.generic {indexing_maps = [#map7, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%119 : tensor<4x4x8x8xf32>) outs(%69, %67 : tensor<4x4x8xf32>, tensor<4x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_210: i64):
      %419 = linalg.index 3 : index
      %420 = arith.index_cast %419 : index to i64
      %421 = arith.maximumf %in, %out : f32
      %422 = arith.cmpf ogt, %in, %out : f32
      %423 = arith.select %422, %420, %out_210 : i64
      linalg.yield %421, %423 : f32, i64
    } -> (tensor<4x4x8xf32>, tensor<4x4x8xi64>)
    %expanded_81 = tensor.expand_shape %120#0 [[0], [1], [2, 3]] output_shape [4, 4, 8, 1] : tensor<4x4x8xf32> into tensor<4x4x8x1xf32>
    %121 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119, %expanded_81 : tensor<4x4x8x8xf32>, tensor<4x4x8x1xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.subf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x4x8x8xf32>
    %122 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121 : tensor<4x4x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = math.exp %in : f32
      linalg.yield %419 : f32
    } -> tensor<4x4x8x8xf32>
    %123 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%122 : tensor<4x4x8x8xf32>) outs(%74 : tensor<4x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.addf %in, %out : f32
      linalg.yield %419 : f32
    } -> tensor<4x4x8x1xf32>
    %124 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122, %123 : tensor<4x4x8x8xf32>, tensor<4x4x8x1xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.divf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x4x8x8xf32>
    %collapsed_82 = tensor.collapse_shape %124 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %collapsed_83 = tensor.collapse_shape %transposed_70 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %125 = linalg.batch_matmul ins(%collapsed_82, %collapsed_83 : tensor<16x8x8xf32>, tensor<16x8x8xf32>) outs(%62 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %expanded_84 = tensor.expand_shape %125 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
    %transposed_85 = linalg.transpose ins(%expanded_84 : tensor<4x4x8x8xf32>) outs(%78 : tensor<4x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_86 = linalg.transpose ins(%arg13 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_87 = tensor.collapse_shape %transposed_85 [[0, 1], [2, 3]] : tensor<4x8x4x8xf32> into tensor<32x32xf32>
    %126 = linalg.matmul ins(%collapsed_87, %transposed_86 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_88 = tensor.expand_shape %126 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98, %expanded_88 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.addf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %128 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %129 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%128 : tensor<4x8x32xf32>) outs(%39 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.addf %in, %out : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x1xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129 : tensor<4x8x1xf32>) outs(%38 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.divf %in, %cst_12 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x1xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130 : tensor<4x8x1xf32>) outs(%38 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.truncf %cst_3 : f64 to f32
      %420 = arith.addf %in, %419 : f32
      linalg.yield %420 : f32
    } -> tensor<4x8x1xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131 : tensor<4x8x1xf32>) outs(%38 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = math.rsqrt %in : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x1xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127, %132 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %134 = linalg.generic {indexing_maps = [#map13, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg18, %133 : tensor<32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %transposed_89 = linalg.transpose ins(%arg14 : tensor<64x32xf32>) outs(%88 : tensor<32x64xf32>) permutation = [1, 0] 
    %collapsed_90 = tensor.collapse_shape %134 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %135 = linalg.matmul ins(%collapsed_90, %transposed_89 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%89 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %expanded_91 = tensor.expand_shape %135 [[0, 1], [2]] output_shape [4, 8, 64] : tensor<32x64xf32> into tensor<4x8x64xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_91 : tensor<4x8x64xf32>) outs(%91 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.negf %in : f32
      %420 = math.exp %419 : f32
      %421 = arith.addf %420, %cst_1 : f32
      %422 = arith.divf %cst_1, %421 : f32
      linalg.yield %422 : f32
    } -> tensor<4x8x64xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_91, %136 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%91 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x64xf32>
    %transposed_92 = linalg.transpose ins(%arg15 : tensor<64x32xf32>) outs(%88 : tensor<32x64xf32>) permutation = [1, 0] 
    %138 = linalg.matmul ins(%collapsed_90, %transposed_92 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%89 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %expanded_93 = tensor.expand_shape %138 [[0, 1], [2]] output_shape [4, 8, 64] : tensor<32x64xf32> into tensor<4x8x64xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137, %expanded_93 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%91 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x64xf32>
    %transposed_94 = linalg.transpose ins(%arg16 : tensor<32x64xf32>) outs(%96 : tensor<64x32xf32>) permutation = [1, 0] 
    %collapsed_95 = tensor.collapse_shape %139 [[0, 1], [2]] : tensor<4x8x64xf32> into tensor<32x64xf32>
    %140 = linalg.matmul ins(%collapsed_95, %transposed_94 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_96 = tensor.expand_shape %140 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127, %expanded_96 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.addf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %143 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%142 : tensor<4x8x32xf32>) outs(%39 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.addf %in, %out : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x1xf32>
    %144 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143 : tensor<4x8x1xf32>) outs(%38 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.divf %in, %cst_12 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x1xf32>
    %145 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144 : tensor<4x8x1xf32>) outs(%38 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.truncf %cst_3 : f64 to f32
      %420 = arith.addf %in, %419 : f32
      linalg.yield %420 : f32
    } -> tensor<4x8x1xf32>
    %146 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145 : tensor<4x8x1xf32>) outs(%38 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = math.rsqrt %in : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x1xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141, %146 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %148 = linalg.generic {indexing_maps = [#map13, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg19, %147 : tensor<32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %149 = tensor.empty() : tensor<32x128xf32>
    %transposed_97 = linalg.transpose ins(%arg20 : tensor<128x32xf32>) outs(%149 : tensor<32x128xf32>) permutation = [1, 0] 
    %collapsed_98 = tensor.collapse_shape %148 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %150 = linalg.fill ins(%cst_15 : f32) outs(%149 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %151 = linalg.matmul ins(%collapsed_98, %transposed_97 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%150 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %collapsed_99 = tensor.collapse_shape %arg22 [[0, 1]] : tensor<4x8xi64> into tensor<32xi64>
    %152 = tensor.empty() : tensor<32xi64>
    %153 = linalg.fill ins(%c0_i64 : i64) outs(%152 : tensor<32xi64>) -> tensor<32xi64>
    %154 = tensor.empty() : tensor<32xf32>
    %155 = linalg.fill ins(%cst_0 : f32) outs(%154 : tensor<32xf32>) -> tensor<32xf32>
    %156:2 = linalg.generic {indexing_maps = [#map4, #map17, #map17], iterator_types = ["parallel", "reduction"]} ins(%151 : tensor<32x128xf32>) outs(%155, %153 : tensor<32xf32>, tensor<32xi64>) {
    ^bb0(%in: f32, %out: f32, %out_210: i64):
      %419 = linalg.index 1 : index
      %420 = arith.index_cast %419 : index to i64
      %421 = arith.maximumf %in, %out : f32
      %422 = arith.cmpf ogt, %in, %out : f32
      %423 = arith.select %422, %420, %out_210 : i64
      linalg.yield %421, %423 : f32, i64
    } -> (tensor<32xf32>, tensor<32xi64>)
    %expanded_100 = tensor.expand_shape %156#0 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32>
    %157 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%151, %expanded_100 : tensor<32x128xf32>, tensor<32x1xf32>) outs(%149 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.subf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<32x128xf32>
    %158 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%157 : tensor<32x128xf32>) outs(%149 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = math.exp %in : f32
      linalg.yield %419 : f32
    } -> tensor<32x128xf32>
    %159 = tensor.empty() : tensor<32x1xf32>
    %160 = linalg.fill ins(%cst_15 : f32) outs(%159 : tensor<32x1xf32>) -> tensor<32x1xf32>
    %161 = linalg.generic {indexing_maps = [#map4, #map18], iterator_types = ["parallel", "reduction"]} ins(%158 : tensor<32x128xf32>) outs(%160 : tensor<32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.addf %in, %out : f32
      linalg.yield %419 : f32
    } -> tensor<32x1xf32>
    %162 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%161 : tensor<32x1xf32>) outs(%159 : tensor<32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = math.log %in : f32
      linalg.yield %419 : f32
    } -> tensor<32x1xf32>
    %163 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%157, %162 : tensor<32x128xf32>, tensor<32x1xf32>) outs(%149 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.subf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<32x128xf32>
    %164 = tensor.empty() : tensor<32xi1>
    %165 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_99 : tensor<32xi64>) outs(%164 : tensor<32xi1>) {
    ^bb0(%in: i64, %out: i1):
      %419 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %419 : i1
    } -> tensor<32xi1>
    %166 = linalg.generic {indexing_maps = [#map2, #map2, #map19, #map2], iterator_types = ["parallel"]} ins(%165, %collapsed_99, %cst_18 : tensor<32xi1>, tensor<32xi64>, tensor<i64>) outs(%152 : tensor<32xi64>) {
    ^bb0(%in: i1, %in_210: i64, %in_211: i64, %out: i64):
      %419 = arith.select %in, %in_210, %in_211 : i64
      linalg.yield %419 : i64
    } -> tensor<32xi64>
    %expanded_101 = tensor.expand_shape %166 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %167 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_101 : tensor<32x1xi64>) outs(%160 : tensor<32x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %419 = linalg.index 0 : index
      %420 = arith.index_cast %in : i64 to index
      %421 = arith.cmpi slt, %420, %c128 : index
      cf.assert %421, "index must be smaller than dim size"
      %422 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %422, "index must be larger or equal to 0"
      %extracted = tensor.extract %163[%419, %420] : tensor<32x128xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x1xf32>
    %collapsed_102 = tensor.collapse_shape %167 [[0, 1]] : tensor<32x1xf32> into tensor<32xf32>
    %168 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_102 : tensor<32xf32>) outs(%154 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.negf %in : f32
      linalg.yield %419 : f32
    } -> tensor<32xf32>
    %169 = linalg.generic {indexing_maps = [#map2, #map2, #map19, #map2], iterator_types = ["parallel"]} ins(%165, %168, %cst_7 : tensor<32xi1>, tensor<32xf32>, tensor<f32>) outs(%154 : tensor<32xf32>) {
    ^bb0(%in: i1, %in_210: f32, %in_211: f32, %out: f32):
      %419 = arith.select %in, %in_210, %in_211 : f32
      linalg.yield %419 : f32
    } -> tensor<32xf32>
    %170 = tensor.empty() : tensor<i64>
    %171 = linalg.fill ins(%c0_i64 : i64) outs(%170 : tensor<i64>) -> tensor<i64>
    %172 = linalg.generic {indexing_maps = [#map2, #map19], iterator_types = ["reduction"]} ins(%165 : tensor<32xi1>) outs(%171 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %419 = arith.extui %in : i1 to i64
      %420 = arith.addi %419, %out : i64
      linalg.yield %420 : i64
    } -> tensor<i64>
    %173 = tensor.empty() : tensor<f32>
    %174 = linalg.generic {indexing_maps = [#map20, #map20], iterator_types = []} ins(%172 : tensor<i64>) outs(%173 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %419 = arith.sitofp %in : i64 to f32
      linalg.yield %419 : f32
    } -> tensor<f32>
    %175 = linalg.fill ins(%cst_15 : f32) outs(%173 : tensor<f32>) -> tensor<f32>
    %176 = linalg.generic {indexing_maps = [#map2, #map19], iterator_types = ["reduction"]} ins(%169 : tensor<32xf32>) outs(%175 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.addf %in, %out : f32
      linalg.yield %419 : f32
    } -> tensor<f32>
    %177 = linalg.generic {indexing_maps = [#map20, #map20, #map20], iterator_types = []} ins(%176, %174 : tensor<f32>, tensor<f32>) outs(%173 : tensor<f32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.divf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<f32>
    %178 = linalg.generic {indexing_maps = [#map20, #map20, #map20], iterator_types = []} ins(%cst_9, %174 : tensor<f32>, tensor<f32>) outs(%173 : tensor<f32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.divf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<f32>
    %expanded_103 = tensor.expand_shape %collapsed_99 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %179 = tensor.empty() : tensor<32x1xi1>
    %180 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_103 : tensor<32x1xi64>) outs(%179 : tensor<32x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %419 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %419 : i1
    } -> tensor<32x1xi1>
    %181 = tensor.empty() : tensor<32x1xi64>
    %182 = linalg.generic {indexing_maps = [#map4, #map4, #map21, #map4], iterator_types = ["parallel", "parallel"]} ins(%180, %expanded_103, %cst_18 : tensor<32x1xi1>, tensor<32x1xi64>, tensor<i64>) outs(%181 : tensor<32x1xi64>) {
    ^bb0(%in: i1, %in_210: i64, %in_211: i64, %out: i64):
      %419 = arith.select %in, %in_210, %in_211 : i64
      linalg.yield %419 : i64
    } -> tensor<32x1xi64>
    %183 = linalg.fill ins(%c0_i64 : i64) outs(%181 : tensor<32x1xi64>) -> tensor<32x1xi64>
    %184 = linalg.fill ins(%cst_15 : f32) outs(%154 : tensor<32xf32>) -> tensor<32xf32>
    %185:3 = linalg.generic {indexing_maps = [#map22, #map22, #map2], iterator_types = ["parallel"]} outs(%183, %183, %184 : tensor<32x1xi64>, tensor<32x1xi64>, tensor<32xf32>) {
    ^bb0(%out: i64, %out_210: i64, %out_211: f32):
      %419 = linalg.index 0 : index
      %420 = arith.remsi %419, %c32 : index
      %extracted = tensor.extract %182[%420, %c0] : tensor<32x1xi64>
      %421 = arith.index_cast %420 : index to i64
      linalg.yield %421, %extracted, %cst_17 : i64, i64, f32
    } -> (tensor<32x1xi64>, tensor<32x1xi64>, tensor<32xf32>)
    %186 = tensor.empty() : tensor<32x2xi64>
    %187 = linalg.fill ins(%c0_i64 : i64) outs(%186 : tensor<32x2xi64>) -> tensor<32x2xi64>
    %inserted_slice = tensor.insert_slice %185#0 into %187[0, 0] [32, 1] [1, 1] : tensor<32x1xi64> into tensor<32x2xi64>
    %inserted_slice_104 = tensor.insert_slice %185#1 into %inserted_slice[0, 1] [32, 1] [1, 1] : tensor<32x1xi64> into tensor<32x2xi64>
    %188 = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(false) ins(%185#2, %inserted_slice_104 : tensor<32xf32>, tensor<32x2xi64>) outs(%cst : tensor<32x128xf32>) {
    ^bb0(%arg23: f32, %arg24: f32):
      tm_tensor.yield %arg23 : f32
    } -> tensor<32x128xf32>
    %189 = linalg.generic {indexing_maps = [#map4, #map21, #map21, #map4], iterator_types = ["parallel", "parallel"]} ins(%180, %178, %cst_7 : tensor<32x1xi1>, tensor<f32>, tensor<f32>) outs(%159 : tensor<32x1xf32>) {
    ^bb0(%in: i1, %in_210: f32, %in_211: f32, %out: f32):
      %419 = arith.select %in, %in_210, %in_211 : f32
      linalg.yield %419 : f32
    } -> tensor<32x1xf32>
    %190 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%188, %189 : tensor<32x128xf32>, tensor<32x1xf32>) outs(%149 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<32x128xf32>
    %191 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%163 : tensor<32x128xf32>) outs(%149 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = math.exp %in : f32
      linalg.yield %419 : f32
    } -> tensor<32x128xf32>
    %192 = linalg.generic {indexing_maps = [#map4, #map18], iterator_types = ["parallel", "reduction"]} ins(%190 : tensor<32x128xf32>) outs(%160 : tensor<32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.addf %in, %out : f32
      linalg.yield %419 : f32
    } -> tensor<32x1xf32>
    %193 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%191, %192 : tensor<32x128xf32>, tensor<32x1xf32>) outs(%149 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<32x128xf32>
    %194 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%190, %193 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%149 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.subf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<32x128xf32>
    %195 = tensor.empty() : tensor<128x32xf32>
    %transposed_105 = linalg.transpose ins(%194 : tensor<32x128xf32>) outs(%195 : tensor<128x32xf32>) permutation = [1, 0] 
    %196 = linalg.fill ins(%cst_15 : f32) outs(%195 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %197 = linalg.matmul ins(%transposed_105, %collapsed_98 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%196 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %198 = linalg.matmul ins(%194, %arg20 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_106 = tensor.expand_shape %198 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %199 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_106, %arg19 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %200 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_106, %147 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %201 = tensor.empty() : tensor<1x1x32xf32>
    %202 = linalg.fill ins(%cst_15 : f32) outs(%201 : tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %203 = linalg.generic {indexing_maps = [#map1, #map23], iterator_types = ["reduction", "reduction", "parallel"]} ins(%200 : tensor<4x8x32xf32>) outs(%202 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.addf %in, %out : f32
      linalg.yield %419 : f32
    } -> tensor<1x1x32xf32>
    %collapsed_107 = tensor.collapse_shape %203 [[0, 1, 2]] : tensor<1x1x32xf32> into tensor<32xf32>
    %204 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199, %141 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %205 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199, %146 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %206 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%204 : tensor<4x8x32xf32>) outs(%39 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.addf %in, %out : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x1xf32>
    %207 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146 : tensor<4x8x1xf32>) outs(%38 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %419 : f32
    } -> tensor<4x8x1xf32>
    %208 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206 : tensor<4x8x1xf32>) outs(%38 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.mulf %in, %cst_13 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x1xf32>
    %209 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208, %207 : tensor<4x8x1xf32>, tensor<4x8x1xf32>) outs(%38 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x1xf32>
    %collapsed_108 = tensor.collapse_shape %209 [[0], [1, 2]] : tensor<4x8x1xf32> into tensor<4x8xf32>
    %210 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_108 : tensor<4x8xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %211 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.divf %in, %cst_12 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %212 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %213 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%212 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.mulf %in, %cst_14 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %214 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%211, %213 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %215 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%205, %214 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.addf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_109 = tensor.collapse_shape %215 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %transposed_110 = linalg.transpose ins(%collapsed_109 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) permutation = [1, 0] 
    %216 = linalg.matmul ins(%transposed_110, %collapsed_95 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%89 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %217 = linalg.matmul ins(%collapsed_109, %arg16 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%89 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %expanded_111 = tensor.expand_shape %217 [[0, 1], [2]] output_shape [4, 8, 64] : tensor<32x64xf32> into tensor<4x8x64xf32>
    %218 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_111, %137 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%91 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x64xf32>
    %219 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_111, %expanded_93 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%91 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x64xf32>
    %collapsed_112 = tensor.collapse_shape %218 [[0, 1], [2]] : tensor<4x8x64xf32> into tensor<32x64xf32>
    %transposed_113 = linalg.transpose ins(%collapsed_112 : tensor<32x64xf32>) outs(%96 : tensor<64x32xf32>) permutation = [1, 0] 
    %220 = linalg.fill ins(%cst_15 : f32) outs(%96 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %221 = linalg.matmul ins(%transposed_113, %collapsed_90 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%220 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %222 = linalg.matmul ins(%collapsed_112, %arg15 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_114 = tensor.expand_shape %222 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %223 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_11, %136 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%91 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.subf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x64xf32>
    %224 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_91, %223 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%91 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x64xf32>
    %225 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%224 : tensor<4x8x64xf32>) outs(%91 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.addf %in, %cst_1 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x64xf32>
    %226 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%219, %136 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%91 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x64xf32>
    %227 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%226, %225 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%91 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x64xf32>
    %collapsed_115 = tensor.collapse_shape %227 [[0, 1], [2]] : tensor<4x8x64xf32> into tensor<32x64xf32>
    %transposed_116 = linalg.transpose ins(%collapsed_115 : tensor<32x64xf32>) outs(%96 : tensor<64x32xf32>) permutation = [1, 0] 
    %228 = linalg.matmul ins(%transposed_116, %collapsed_90 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%220 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %229 = linalg.matmul ins(%collapsed_115, %arg14 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_117 = tensor.expand_shape %229 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %230 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_114, %expanded_117 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.addf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %231 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%230, %arg18 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %232 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%230, %133 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %233 = linalg.generic {indexing_maps = [#map1, #map23], iterator_types = ["reduction", "reduction", "parallel"]} ins(%232 : tensor<4x8x32xf32>) outs(%202 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.addf %in, %out : f32
      linalg.yield %419 : f32
    } -> tensor<1x1x32xf32>
    %collapsed_118 = tensor.collapse_shape %233 [[0, 1, 2]] : tensor<1x1x32xf32> into tensor<32xf32>
    %234 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231, %127 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %235 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231, %132 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %236 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%234 : tensor<4x8x32xf32>) outs(%39 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.addf %in, %out : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x1xf32>
    %237 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%215, %235 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.addf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %238 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132 : tensor<4x8x1xf32>) outs(%38 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %419 : f32
    } -> tensor<4x8x1xf32>
    %239 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%236 : tensor<4x8x1xf32>) outs(%38 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.mulf %in, %cst_13 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x1xf32>
    %240 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239, %238 : tensor<4x8x1xf32>, tensor<4x8x1xf32>) outs(%38 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x1xf32>
    %collapsed_119 = tensor.collapse_shape %240 [[0], [1, 2]] : tensor<4x8x1xf32> into tensor<4x8xf32>
    %241 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_119 : tensor<4x8xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %242 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%241 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.divf %in, %cst_12 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %243 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %244 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%243 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.mulf %in, %cst_14 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %245 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%242, %244 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %246 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237, %245 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.addf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_120 = tensor.collapse_shape %246 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %transposed_121 = linalg.transpose ins(%collapsed_120 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) permutation = [1, 0] 
    %247 = linalg.matmul ins(%transposed_121, %collapsed_87 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %248 = linalg.matmul ins(%collapsed_120, %arg13 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_122 = tensor.expand_shape %248 [[0, 1], [2, 3]] output_shape [4, 8, 4, 8] : tensor<32x32xf32> into tensor<4x8x4x8xf32>
    %transposed_123 = linalg.transpose ins(%expanded_122 : tensor<4x8x4x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_124 = tensor.collapse_shape %transposed_123 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %transposed_125 = linalg.transpose ins(%collapsed_82 : tensor<16x8x8xf32>) outs(%61 : tensor<16x8x8xf32>) permutation = [0, 2, 1] 
    %249 = linalg.batch_matmul ins(%transposed_125, %collapsed_124 : tensor<16x8x8xf32>, tensor<16x8x8xf32>) outs(%62 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %transposed_126 = linalg.transpose ins(%collapsed_83 : tensor<16x8x8xf32>) outs(%61 : tensor<16x8x8xf32>) permutation = [0, 2, 1] 
    %250 = linalg.batch_matmul ins(%collapsed_124, %transposed_126 : tensor<16x8x8xf32>, tensor<16x8x8xf32>) outs(%62 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %expanded_127 = tensor.expand_shape %249 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
    %expanded_128 = tensor.expand_shape %250 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
    %251 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_128, %124 : tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x4x8x8xf32>
    %252 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%251 : tensor<4x4x8x8xf32>) outs(%74 : tensor<4x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.addf %in, %out : f32
      linalg.yield %419 : f32
    } -> tensor<4x4x8x1xf32>
    %253 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124, %252 : tensor<4x4x8x8xf32>, tensor<4x4x8x1xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x4x8x8xf32>
    %254 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%251, %253 : tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.subf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x4x8x8xf32>
    %255 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%254 : tensor<4x4x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.truncf %cst_4 : f64 to f32
      %420 = arith.mulf %in, %419 : f32
      linalg.yield %420 : f32
    } -> tensor<4x4x8x8xf32>
    %collapsed_129 = tensor.collapse_shape %255 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %transposed_130 = linalg.transpose ins(%collapsed_78 : tensor<16x8x8xf32>) outs(%61 : tensor<16x8x8xf32>) permutation = [0, 2, 1] 
    %256 = linalg.batch_matmul ins(%transposed_130, %collapsed_129 : tensor<16x8x8xf32>, tensor<16x8x8xf32>) outs(%62 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %transposed_131 = linalg.transpose ins(%collapsed_79 : tensor<16x8x8xf32>) outs(%61 : tensor<16x8x8xf32>) permutation = [0, 2, 1] 
    %257 = linalg.batch_matmul ins(%collapsed_129, %transposed_131 : tensor<16x8x8xf32>, tensor<16x8x8xf32>) outs(%62 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %expanded_132 = tensor.expand_shape %256 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
    %expanded_133 = tensor.expand_shape %257 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
    %transposed_134 = linalg.transpose ins(%expanded_132 : tensor<4x4x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) permutation = [0, 1, 3, 2] 
    %258 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_134, %expanded_34 : tensor<4x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x4x8x8xf32>
    %extracted_slice_135 = tensor.extract_slice %258[0, 0, 0, 0] [4, 4, 8, 4] [1, 1, 1, 1] : tensor<4x4x8x8xf32> to tensor<4x4x8x4xf32>
    %extracted_slice_136 = tensor.extract_slice %258[0, 0, 0, 4] [4, 4, 8, 4] [1, 1, 1, 1] : tensor<4x4x8x8xf32> to tensor<4x4x8x4xf32>
    %259 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_135 : tensor<4x4x8x4xf32>) outs(%53 : tensor<4x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.negf %in : f32
      linalg.yield %419 : f32
    } -> tensor<4x4x8x4xf32>
    %inserted_slice_137 = tensor.insert_slice %259 into %cst_10[0, 0, 0, 4] [4, 4, 8, 4] [1, 1, 1, 1] : tensor<4x4x8x4xf32> into tensor<4x4x8x8xf32>
    %inserted_slice_138 = tensor.insert_slice %extracted_slice_136 into %cst_10[0, 0, 0, 0] [4, 4, 8, 4] [1, 1, 1, 1] : tensor<4x4x8x4xf32> into tensor<4x4x8x8xf32>
    %260 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_137, %inserted_slice_138 : tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.addf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x4x8x8xf32>
    %261 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_134, %expanded_33 : tensor<4x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x4x8x8xf32>
    %262 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%260, %261 : tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.addf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x4x8x8xf32>
    %263 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_133, %expanded_34 : tensor<4x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x4x8x8xf32>
    %extracted_slice_139 = tensor.extract_slice %263[0, 0, 0, 0] [4, 4, 8, 4] [1, 1, 1, 1] : tensor<4x4x8x8xf32> to tensor<4x4x8x4xf32>
    %extracted_slice_140 = tensor.extract_slice %263[0, 0, 0, 4] [4, 4, 8, 4] [1, 1, 1, 1] : tensor<4x4x8x8xf32> to tensor<4x4x8x4xf32>
    %264 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_139 : tensor<4x4x8x4xf32>) outs(%53 : tensor<4x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.negf %in : f32
      linalg.yield %419 : f32
    } -> tensor<4x4x8x4xf32>
    %inserted_slice_141 = tensor.insert_slice %264 into %cst_10[0, 0, 0, 4] [4, 4, 8, 4] [1, 1, 1, 1] : tensor<4x4x8x4xf32> into tensor<4x4x8x8xf32>
    %inserted_slice_142 = tensor.insert_slice %extracted_slice_140 into %cst_10[0, 0, 0, 0] [4, 4, 8, 4] [1, 1, 1, 1] : tensor<4x4x8x4xf32> into tensor<4x4x8x8xf32>
    %265 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_141, %inserted_slice_142 : tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.addf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x4x8x8xf32>
    %266 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_133, %expanded_33 : tensor<4x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x4x8x8xf32>
    %267 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%265, %266 : tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.addf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x4x8x8xf32>
    %transposed_143 = linalg.transpose ins(%expanded_127 : tensor<4x4x8x8xf32>) outs(%78 : tensor<4x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_144 = tensor.collapse_shape %transposed_143 [[0, 1], [2, 3]] : tensor<4x8x4x8xf32> into tensor<32x32xf32>
    %transposed_145 = linalg.transpose ins(%collapsed_144 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) permutation = [1, 0] 
    %268 = linalg.matmul ins(%transposed_145, %collapsed_62 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %269 = linalg.matmul ins(%collapsed_144, %arg12 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_146 = tensor.expand_shape %269 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %transposed_147 = linalg.transpose ins(%262 : tensor<4x4x8x8xf32>) outs(%78 : tensor<4x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_148 = tensor.collapse_shape %transposed_147 [[0, 1], [2, 3]] : tensor<4x8x4x8xf32> into tensor<32x32xf32>
    %transposed_149 = linalg.transpose ins(%collapsed_148 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) permutation = [1, 0] 
    %270 = linalg.matmul ins(%transposed_149, %collapsed_62 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %271 = linalg.matmul ins(%collapsed_148, %arg11 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_150 = tensor.expand_shape %271 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %272 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_146, %expanded_150 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.addf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %transposed_151 = linalg.transpose ins(%267 : tensor<4x4x8x8xf32>) outs(%78 : tensor<4x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_152 = tensor.collapse_shape %transposed_151 [[0, 1], [2, 3]] : tensor<4x8x4x8xf32> into tensor<32x32xf32>
    %transposed_153 = linalg.transpose ins(%collapsed_152 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) permutation = [1, 0] 
    %273 = linalg.matmul ins(%transposed_153, %collapsed_62 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %274 = linalg.matmul ins(%collapsed_152, %arg10 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_154 = tensor.expand_shape %274 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %275 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%272, %expanded_154 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.addf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %276 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%275, %arg17 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %277 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%275, %104 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %278 = linalg.generic {indexing_maps = [#map1, #map23], iterator_types = ["reduction", "reduction", "parallel"]} ins(%277 : tensor<4x8x32xf32>) outs(%202 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.addf %in, %out : f32
      linalg.yield %419 : f32
    } -> tensor<1x1x32xf32>
    %collapsed_155 = tensor.collapse_shape %278 [[0, 1, 2]] : tensor<1x1x32xf32> into tensor<32xf32>
    %279 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%276, %98 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %280 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%276, %103 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %281 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%279 : tensor<4x8x32xf32>) outs(%39 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.addf %in, %out : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x1xf32>
    %282 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%246, %280 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.addf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %283 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103 : tensor<4x8x1xf32>) outs(%38 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %419 : f32
    } -> tensor<4x8x1xf32>
    %284 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%281 : tensor<4x8x1xf32>) outs(%38 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.mulf %in, %cst_13 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x1xf32>
    %285 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%284, %283 : tensor<4x8x1xf32>, tensor<4x8x1xf32>) outs(%38 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x1xf32>
    %collapsed_156 = tensor.collapse_shape %285 [[0], [1, 2]] : tensor<4x8x1xf32> into tensor<4x8xf32>
    %286 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_156 : tensor<4x8xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %287 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%286 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.divf %in, %cst_12 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %288 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %289 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%288 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.mulf %in, %cst_14 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %290 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%287, %289 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %291 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%282, %290 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.addf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_157 = tensor.collapse_shape %291 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %transposed_158 = linalg.transpose ins(%collapsed_157 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) permutation = [1, 0] 
    %292 = linalg.matmul ins(%transposed_158, %collapsed_59 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%89 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %293 = linalg.matmul ins(%collapsed_157, %arg7 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%89 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %expanded_159 = tensor.expand_shape %293 [[0, 1], [2]] output_shape [4, 8, 64] : tensor<32x64xf32> into tensor<4x8x64xf32>
    %294 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_159, %93 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%91 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x64xf32>
    %295 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_159, %expanded_57 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%91 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x64xf32>
    %collapsed_160 = tensor.collapse_shape %294 [[0, 1], [2]] : tensor<4x8x64xf32> into tensor<32x64xf32>
    %transposed_161 = linalg.transpose ins(%collapsed_160 : tensor<32x64xf32>) outs(%96 : tensor<64x32xf32>) permutation = [1, 0] 
    %296 = linalg.matmul ins(%transposed_161, %collapsed_54 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%220 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %297 = linalg.matmul ins(%collapsed_160, %arg6 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_162 = tensor.expand_shape %297 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %298 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_11, %92 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%91 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.subf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x64xf32>
    %299 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_55, %298 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%91 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x64xf32>
    %300 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%299 : tensor<4x8x64xf32>) outs(%91 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.addf %in, %cst_1 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x64xf32>
    %301 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%295, %92 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%91 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x64xf32>
    %302 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%301, %300 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%91 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x64xf32>
    %collapsed_163 = tensor.collapse_shape %302 [[0, 1], [2]] : tensor<4x8x64xf32> into tensor<32x64xf32>
    %transposed_164 = linalg.transpose ins(%collapsed_163 : tensor<32x64xf32>) outs(%96 : tensor<64x32xf32>) permutation = [1, 0] 
    %303 = linalg.matmul ins(%transposed_164, %collapsed_54 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%220 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %304 = linalg.matmul ins(%collapsed_163, %arg5 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_165 = tensor.expand_shape %304 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %305 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_162, %expanded_165 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.addf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %306 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%305, %arg9 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %307 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%305, %86 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %308 = linalg.generic {indexing_maps = [#map1, #map23], iterator_types = ["reduction", "reduction", "parallel"]} ins(%307 : tensor<4x8x32xf32>) outs(%202 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.addf %in, %out : f32
      linalg.yield %419 : f32
    } -> tensor<1x1x32xf32>
    %collapsed_166 = tensor.collapse_shape %308 [[0, 1, 2]] : tensor<1x1x32xf32> into tensor<32xf32>
    %309 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%306, %80 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %310 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%306, %85 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %311 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%309 : tensor<4x8x32xf32>) outs(%39 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.addf %in, %out : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x1xf32>
    %312 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%291, %310 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.addf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %313 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<4x8x1xf32>) outs(%38 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %419 : f32
    } -> tensor<4x8x1xf32>
    %314 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%311 : tensor<4x8x1xf32>) outs(%38 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.mulf %in, %cst_13 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x1xf32>
    %315 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%314, %313 : tensor<4x8x1xf32>, tensor<4x8x1xf32>) outs(%38 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x1xf32>
    %collapsed_167 = tensor.collapse_shape %315 [[0], [1, 2]] : tensor<4x8x1xf32> into tensor<4x8xf32>
    %316 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_167 : tensor<4x8xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %317 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%316 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.divf %in, %cst_12 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %318 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %319 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%318 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.mulf %in, %cst_14 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %320 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%317, %319 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %321 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%312, %320 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.addf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_168 = tensor.collapse_shape %321 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %transposed_169 = linalg.transpose ins(%collapsed_168 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) permutation = [1, 0] 
    %322 = linalg.matmul ins(%transposed_169, %collapsed_51 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %323 = linalg.matmul ins(%collapsed_168, %arg4 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_170 = tensor.expand_shape %323 [[0, 1], [2, 3]] output_shape [4, 8, 4, 8] : tensor<32x32xf32> into tensor<4x8x4x8xf32>
    %transposed_171 = linalg.transpose ins(%expanded_170 : tensor<4x8x4x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_172 = tensor.collapse_shape %transposed_171 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %transposed_173 = linalg.transpose ins(%collapsed_46 : tensor<16x8x8xf32>) outs(%61 : tensor<16x8x8xf32>) permutation = [0, 2, 1] 
    %324 = linalg.batch_matmul ins(%transposed_173, %collapsed_172 : tensor<16x8x8xf32>, tensor<16x8x8xf32>) outs(%62 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %transposed_174 = linalg.transpose ins(%collapsed_47 : tensor<16x8x8xf32>) outs(%61 : tensor<16x8x8xf32>) permutation = [0, 2, 1] 
    %325 = linalg.batch_matmul ins(%collapsed_172, %transposed_174 : tensor<16x8x8xf32>, tensor<16x8x8xf32>) outs(%62 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %expanded_175 = tensor.expand_shape %324 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
    %expanded_176 = tensor.expand_shape %325 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
    %326 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_176, %76 : tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x4x8x8xf32>
    %327 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%326 : tensor<4x4x8x8xf32>) outs(%74 : tensor<4x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.addf %in, %out : f32
      linalg.yield %419 : f32
    } -> tensor<4x4x8x1xf32>
    %328 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76, %327 : tensor<4x4x8x8xf32>, tensor<4x4x8x1xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x4x8x8xf32>
    %329 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%326, %328 : tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.subf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x4x8x8xf32>
    %330 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%329 : tensor<4x4x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.truncf %cst_4 : f64 to f32
      %420 = arith.mulf %in, %419 : f32
      linalg.yield %420 : f32
    } -> tensor<4x4x8x8xf32>
    %collapsed_177 = tensor.collapse_shape %330 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %transposed_178 = linalg.transpose ins(%collapsed_42 : tensor<16x8x8xf32>) outs(%61 : tensor<16x8x8xf32>) permutation = [0, 2, 1] 
    %331 = linalg.batch_matmul ins(%transposed_178, %collapsed_177 : tensor<16x8x8xf32>, tensor<16x8x8xf32>) outs(%62 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %transposed_179 = linalg.transpose ins(%collapsed_43 : tensor<16x8x8xf32>) outs(%61 : tensor<16x8x8xf32>) permutation = [0, 2, 1] 
    %332 = linalg.batch_matmul ins(%collapsed_177, %transposed_179 : tensor<16x8x8xf32>, tensor<16x8x8xf32>) outs(%62 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %expanded_180 = tensor.expand_shape %331 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
    %expanded_181 = tensor.expand_shape %332 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
    %transposed_182 = linalg.transpose ins(%expanded_180 : tensor<4x4x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) permutation = [0, 1, 3, 2] 
    %333 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_182, %expanded_34 : tensor<4x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x4x8x8xf32>
    %extracted_slice_183 = tensor.extract_slice %333[0, 0, 0, 0] [4, 4, 8, 4] [1, 1, 1, 1] : tensor<4x4x8x8xf32> to tensor<4x4x8x4xf32>
    %extracted_slice_184 = tensor.extract_slice %333[0, 0, 0, 4] [4, 4, 8, 4] [1, 1, 1, 1] : tensor<4x4x8x8xf32> to tensor<4x4x8x4xf32>
    %334 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_183 : tensor<4x4x8x4xf32>) outs(%53 : tensor<4x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.negf %in : f32
      linalg.yield %419 : f32
    } -> tensor<4x4x8x4xf32>
    %inserted_slice_185 = tensor.insert_slice %334 into %cst_10[0, 0, 0, 4] [4, 4, 8, 4] [1, 1, 1, 1] : tensor<4x4x8x4xf32> into tensor<4x4x8x8xf32>
    %inserted_slice_186 = tensor.insert_slice %extracted_slice_184 into %cst_10[0, 0, 0, 0] [4, 4, 8, 4] [1, 1, 1, 1] : tensor<4x4x8x4xf32> into tensor<4x4x8x8xf32>
    %335 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_185, %inserted_slice_186 : tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.addf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x4x8x8xf32>
    %336 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_182, %expanded_33 : tensor<4x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x4x8x8xf32>
    %337 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%335, %336 : tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.addf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x4x8x8xf32>
    %338 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_181, %expanded_34 : tensor<4x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x4x8x8xf32>
    %extracted_slice_187 = tensor.extract_slice %338[0, 0, 0, 0] [4, 4, 8, 4] [1, 1, 1, 1] : tensor<4x4x8x8xf32> to tensor<4x4x8x4xf32>
    %extracted_slice_188 = tensor.extract_slice %338[0, 0, 0, 4] [4, 4, 8, 4] [1, 1, 1, 1] : tensor<4x4x8x8xf32> to tensor<4x4x8x4xf32>
    %339 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_187 : tensor<4x4x8x4xf32>) outs(%53 : tensor<4x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.negf %in : f32
      linalg.yield %419 : f32
    } -> tensor<4x4x8x4xf32>
    %inserted_slice_189 = tensor.insert_slice %339 into %cst_10[0, 0, 0, 4] [4, 4, 8, 4] [1, 1, 1, 1] : tensor<4x4x8x4xf32> into tensor<4x4x8x8xf32>
    %inserted_slice_190 = tensor.insert_slice %extracted_slice_188 into %cst_10[0, 0, 0, 0] [4, 4, 8, 4] [1, 1, 1, 1] : tensor<4x4x8x4xf32> into tensor<4x4x8x8xf32>
    %340 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_189, %inserted_slice_190 : tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.addf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x4x8x8xf32>
    %341 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_181, %expanded_33 : tensor<4x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x4x8x8xf32>
    %342 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%340, %341 : tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.addf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x4x8x8xf32>
    %transposed_191 = linalg.transpose ins(%expanded_175 : tensor<4x4x8x8xf32>) outs(%78 : tensor<4x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_192 = tensor.collapse_shape %transposed_191 [[0, 1], [2, 3]] : tensor<4x8x4x8xf32> into tensor<32x32xf32>
    %transposed_193 = linalg.transpose ins(%collapsed_192 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) permutation = [1, 0] 
    %343 = linalg.matmul ins(%transposed_193, %collapsed : tensor<32x32xf32>, tensor<32x32xf32>) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %344 = linalg.matmul ins(%collapsed_192, %arg3 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_194 = tensor.expand_shape %344 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %transposed_195 = linalg.transpose ins(%337 : tensor<4x4x8x8xf32>) outs(%78 : tensor<4x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_196 = tensor.collapse_shape %transposed_195 [[0, 1], [2, 3]] : tensor<4x8x4x8xf32> into tensor<32x32xf32>
    %transposed_197 = linalg.transpose ins(%collapsed_196 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) permutation = [1, 0] 
    %345 = linalg.matmul ins(%transposed_197, %collapsed : tensor<32x32xf32>, tensor<32x32xf32>) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %346 = linalg.matmul ins(%collapsed_196, %arg2 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_198 = tensor.expand_shape %346 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %347 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_194, %expanded_198 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.addf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %transposed_199 = linalg.transpose ins(%342 : tensor<4x4x8x8xf32>) outs(%78 : tensor<4x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_200 = tensor.collapse_shape %transposed_199 [[0, 1], [2, 3]] : tensor<4x8x4x8xf32> into tensor<32x32xf32>
    %transposed_201 = linalg.transpose ins(%collapsed_200 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) permutation = [1, 0] 
    %348 = linalg.matmul ins(%transposed_201, %collapsed : tensor<32x32xf32>, tensor<32x32xf32>) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %349 = linalg.matmul ins(%collapsed_200, %arg1 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_202 = tensor.expand_shape %349 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %350 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%347, %expanded_202 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.addf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %351 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%350, %arg8 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %352 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%350, %44 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %353 = linalg.generic {indexing_maps = [#map1, #map23], iterator_types = ["reduction", "reduction", "parallel"]} ins(%352 : tensor<4x8x32xf32>) outs(%202 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.addf %in, %out : f32
      linalg.yield %419 : f32
    } -> tensor<1x1x32xf32>
    %collapsed_203 = tensor.collapse_shape %353 [[0, 1, 2]] : tensor<1x1x32xf32> into tensor<32xf32>
    %354 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%351, %1 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %355 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%351, %43 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %356 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%354 : tensor<4x8x32xf32>) outs(%39 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.addf %in, %out : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x1xf32>
    %357 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%321, %355 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.addf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %358 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%43 : tensor<4x8x1xf32>) outs(%38 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %419 : f32
    } -> tensor<4x8x1xf32>
    %359 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%356 : tensor<4x8x1xf32>) outs(%38 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.mulf %in, %cst_13 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x1xf32>
    %360 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%359, %358 : tensor<4x8x1xf32>, tensor<4x8x1xf32>) outs(%38 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x1xf32>
    %collapsed_204 = tensor.collapse_shape %360 [[0], [1, 2]] : tensor<4x8x1xf32> into tensor<4x8xf32>
    %361 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_204 : tensor<4x8xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %362 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%361 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.divf %in, %cst_12 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %363 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %364 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%363 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.mulf %in, %cst_14 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %365 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%362, %364 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.mulf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %366 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%357, %365 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.addf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %367 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg21 : tensor<4x8xi64>) outs(%9 : tensor<4x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %419 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %419 : i1
    } -> tensor<4x8xi1>
    %368 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg21 : tensor<4x8xi64>) outs(%9 : tensor<4x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %419 = arith.cmpi slt, %in, %c128_i64 : i64
      linalg.yield %419 : i1
    } -> tensor<4x8xi1>
    %369 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%367, %368 : tensor<4x8xi1>, tensor<4x8xi1>) outs(%9 : tensor<4x8xi1>) {
    ^bb0(%in: i1, %in_210: i1, %out: i1):
      %419 = arith.andi %in, %in_210 : i1
      linalg.yield %419 : i1
    } -> tensor<4x8xi1>
    %370 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg21 : tensor<4x8xi64>) outs(%9 : tensor<4x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %419 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %419 : i1
    } -> tensor<4x8xi1>
    %371 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%369, %370 : tensor<4x8xi1>, tensor<4x8xi1>) outs(%9 : tensor<4x8xi1>) {
    ^bb0(%in: i1, %in_210: i1, %out: i1):
      %419 = arith.andi %in, %in_210 : i1
      linalg.yield %419 : i1
    } -> tensor<4x8xi1>
    %expanded_205 = tensor.expand_shape %371 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xi1> into tensor<4x8x1xi1>
    %372 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg21 : tensor<4x8xi64>) outs(%4 : tensor<4x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %419 = arith.maxsi %in, %c-128_i64 : i64
      %420 = arith.minsi %419, %c127_i64 : i64
      linalg.yield %420 : i64
    } -> tensor<4x8xi64>
    %373 = tensor.empty() : tensor<4x8x1xi1>
    %374 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_205 : tensor<4x8x1xi1>) outs(%373 : tensor<4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %419 = arith.xori %in, %true : i1
      linalg.yield %419 : i1
    } -> tensor<4x8x1xi1>
    %375 = linalg.generic {indexing_maps = [#map12, #map24, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%374, %cst_7, %366 : tensor<4x8x1xi1>, tensor<f32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: i1, %in_210: f32, %in_211: f32, %out: f32):
      %419 = arith.select %in, %in_210, %in_211 : f32
      linalg.yield %419 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_206 = tensor.collapse_shape %372 [[0, 1]] : tensor<4x8xi64> into tensor<32xi64>
    %expanded_207 = tensor.expand_shape %collapsed_206 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %collapsed_208 = tensor.collapse_shape %375 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %expanded_209 = tensor.expand_shape %collapsed_208 [[0], [1, 2]] output_shape [32, 1, 32] : tensor<32x32xf32> into tensor<32x1x32xf32>
    %376 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%expanded_209, %expanded_207 : tensor<32x1x32xf32>, tensor<32x1xi64>) outs(%cst_16 : tensor<128x32xf32>) {
    ^bb0(%arg23: f32, %arg24: f32):
      %419 = arith.addf %arg24, %arg23 : f32
      tm_tensor.yield %419 : f32
    } -> tensor<128x32xf32>
    %377 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%376 : tensor<128x32xf32>) outs(%195 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.truncf %cst_5 : f64 to f32
      %420 = arith.mulf %in, %419 : f32
      linalg.yield %420 : f32
    } -> tensor<128x32xf32>
    %378 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg0, %377 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%195 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.subf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<128x32xf32>
    %379 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%348 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.truncf %cst_5 : f64 to f32
      %420 = arith.mulf %in, %419 : f32
      linalg.yield %420 : f32
    } -> tensor<32x32xf32>
    %380 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg1, %379 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.subf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<32x32xf32>
    %381 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%345 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.truncf %cst_5 : f64 to f32
      %420 = arith.mulf %in, %419 : f32
      linalg.yield %420 : f32
    } -> tensor<32x32xf32>
    %382 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg2, %381 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.subf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<32x32xf32>
    %383 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%343 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.truncf %cst_5 : f64 to f32
      %420 = arith.mulf %in, %419 : f32
      linalg.yield %420 : f32
    } -> tensor<32x32xf32>
    %384 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg3, %383 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.subf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<32x32xf32>
    %385 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%322 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.truncf %cst_5 : f64 to f32
      %420 = arith.mulf %in, %419 : f32
      linalg.yield %420 : f32
    } -> tensor<32x32xf32>
    %386 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg4, %385 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.subf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<32x32xf32>
    %387 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%303 : tensor<64x32xf32>) outs(%96 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.truncf %cst_5 : f64 to f32
      %420 = arith.mulf %in, %419 : f32
      linalg.yield %420 : f32
    } -> tensor<64x32xf32>
    %388 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg5, %387 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%96 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.subf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<64x32xf32>
    %389 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%296 : tensor<64x32xf32>) outs(%96 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.truncf %cst_5 : f64 to f32
      %420 = arith.mulf %in, %419 : f32
      linalg.yield %420 : f32
    } -> tensor<64x32xf32>
    %390 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg6, %389 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%96 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.subf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<64x32xf32>
    %391 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%292 : tensor<32x64xf32>) outs(%88 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.truncf %cst_5 : f64 to f32
      %420 = arith.mulf %in, %419 : f32
      linalg.yield %420 : f32
    } -> tensor<32x64xf32>
    %392 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg7, %391 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%88 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.subf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<32x64xf32>
    %393 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_203 : tensor<32xf32>) outs(%154 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.truncf %cst_5 : f64 to f32
      %420 = arith.mulf %in, %419 : f32
      linalg.yield %420 : f32
    } -> tensor<32xf32>
    %394 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg8, %393 : tensor<32xf32>, tensor<32xf32>) outs(%154 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.subf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<32xf32>
    %395 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_166 : tensor<32xf32>) outs(%154 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.truncf %cst_5 : f64 to f32
      %420 = arith.mulf %in, %419 : f32
      linalg.yield %420 : f32
    } -> tensor<32xf32>
    %396 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg9, %395 : tensor<32xf32>, tensor<32xf32>) outs(%154 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.subf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<32xf32>
    %397 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%273 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.truncf %cst_5 : f64 to f32
      %420 = arith.mulf %in, %419 : f32
      linalg.yield %420 : f32
    } -> tensor<32x32xf32>
    %398 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg10, %397 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.subf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<32x32xf32>
    %399 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%270 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.truncf %cst_5 : f64 to f32
      %420 = arith.mulf %in, %419 : f32
      linalg.yield %420 : f32
    } -> tensor<32x32xf32>
    %400 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg11, %399 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.subf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<32x32xf32>
    %401 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%268 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.truncf %cst_5 : f64 to f32
      %420 = arith.mulf %in, %419 : f32
      linalg.yield %420 : f32
    } -> tensor<32x32xf32>
    %402 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg12, %401 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.subf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<32x32xf32>
    %403 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%247 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.truncf %cst_5 : f64 to f32
      %420 = arith.mulf %in, %419 : f32
      linalg.yield %420 : f32
    } -> tensor<32x32xf32>
    %404 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg13, %403 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.subf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<32x32xf32>
    %405 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%228 : tensor<64x32xf32>) outs(%96 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.truncf %cst_5 : f64 to f32
      %420 = arith.mulf %in, %419 : f32
      linalg.yield %420 : f32
    } -> tensor<64x32xf32>
    %406 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg14, %405 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%96 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.subf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<64x32xf32>
    %407 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%221 : tensor<64x32xf32>) outs(%96 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.truncf %cst_5 : f64 to f32
      %420 = arith.mulf %in, %419 : f32
      linalg.yield %420 : f32
    } -> tensor<64x32xf32>
    %408 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg15, %407 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%96 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.subf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<64x32xf32>
    %409 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%216 : tensor<32x64xf32>) outs(%88 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.truncf %cst_5 : f64 to f32
      %420 = arith.mulf %in, %419 : f32
      linalg.yield %420 : f32
    } -> tensor<32x64xf32>
    %410 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg16, %409 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%88 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.subf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<32x64xf32>
    %411 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_155 : tensor<32xf32>) outs(%154 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.truncf %cst_5 : f64 to f32
      %420 = arith.mulf %in, %419 : f32
      linalg.yield %420 : f32
    } -> tensor<32xf32>
    %412 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg17, %411 : tensor<32xf32>, tensor<32xf32>) outs(%154 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.subf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<32xf32>
    %413 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_118 : tensor<32xf32>) outs(%154 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.truncf %cst_5 : f64 to f32
      %420 = arith.mulf %in, %419 : f32
      linalg.yield %420 : f32
    } -> tensor<32xf32>
    %414 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg18, %413 : tensor<32xf32>, tensor<32xf32>) outs(%154 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.subf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<32xf32>
    %415 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_107 : tensor<32xf32>) outs(%154 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.truncf %cst_5 : f64 to f32
      %420 = arith.mulf %in, %419 : f32
      linalg.yield %420 : f32
    } -> tensor<32xf32>
    %416 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg19, %415 : tensor<32xf32>, tensor<32xf32>) outs(%154 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.subf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<32xf32>
    %417 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%197 : tensor<128x32xf32>) outs(%195 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %419 = arith.truncf %cst_5 : f64 to f32
      %420 = arith.mulf %in, %419 : f32
      linalg.yield %420 : f32
    } -> tensor<128x32xf32>
    %418 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg20, %417 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%195 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_210: f32, %out: f32):
      %419 = arith.subf %in, %in_210 : f32
      linalg.yield %419 : f32
    } -> tensor<128x32xf32>
    return %177, %378, %380, %382, %384, %386, %388, %390, %392, %394, %396, %398, %400, %402, %404, %406, %408, %410, %412, %414, %416, %418 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_4_torch.float32: "0x040000000000803FCDCCCC3D0AD7233C6F12833A"
    }
  }
#-}
