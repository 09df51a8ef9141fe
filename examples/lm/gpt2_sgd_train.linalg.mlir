#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0, d1) -> (d0, d1)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>
#map7 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, 0)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map12 = affine_map<(d0, d1, d2, d3) -> ()>
#map13 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map14 = affine_map<(d0, d1, d2) -> (d2)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map17 = affine_map<(d0, d1) -> (d0)>
#map18 = affine_map<(d0, d1) -> (d0, 0)>
#map19 = affine_map<(d0) -> ()>
#map20 = affine_map<() -> ()>
#map21 = affine_map<(d0, d1) -> ()>
#map22 = affine_map<(d0) -> (d0, 0)>
#map23 = affine_map<(d0, d1) -> (0, d1)>
#map24 = affine_map<(d0, d1, d2) -> ()>
module {
  func.func @main(%arg0: tensor<128x32xf32> {spmd.name = "transformer.wte.weight", spmd.role = "param"}, %arg1: tensor<16x32xf32> {spmd.name = "transformer.wpe.weight", spmd.role = "param"}, %arg2: tensor<32xf32> {spmd.name = "transformer.h.0.ln_1.weight", spmd.role = "param"}, %arg3: tensor<32xf32> {spmd.name = "transformer.h.0.ln_1.bias", spmd.role = "param"}, %arg4: tensor<32x96xf32> {spmd.name = "transformer.h.0.attn.c_attn.weight", spmd.role = "param"}, %arg5: tensor<96xf32> {spmd.name = "transformer.h.0.attn.c_attn.bias", spmd.role = "param"}, %arg6: tensor<32x32xf32> {spmd.name = "transformer.h.0.attn.c_proj.weight", spmd.role = "param"}, %arg7: tensor<32xf32> {spmd.name = "transformer.h.0.attn.c_proj.bias", spmd.role = "param"}, %arg8: tensor<32xf32> {spmd.name = "transformer.h.0.ln_2.weight", spmd.role = "param"}, %arg9: tensor<32xf32> {spmd.name = "transformer.h.0.ln_2.bias", spmd.role = "param"}, %arg10: tensor<32x128xf32> {spmd.name = "transformer.h.0.mlp.c_fc.weight", spmd.role = "param"}, %arg11: tensor<128xf32> {spmd.name = "transformer.h.0.mlp.c_fc.bias", spmd.role = "param"}, %arg12: tensor<128x32xf32> {spmd.name = "transformer.h.0.mlp.c_proj.weight", spmd.role = "param"}, %arg13: tensor<32xf32> {spmd.name = "transformer.h.0.mlp.c_proj.bias", spmd.role = "param"}, %arg14: tensor<32xf32> {spmd.name = "transformer.h.1.ln_1.weight", spmd.role = "param"}, %arg15: tensor<32xf32> {spmd.name = "transformer.h.1.ln_1.bias", spmd.role = "param"}, %arg16: tensor<32x96xf32> {spmd.name = "transformer.h.1.attn.c_attn.weight", spmd.role = "param"}, %arg17: tensor<96xf32> {spmd.name = "transformer.h.1.attn.c_attn.bias", spmd.role = "param"}, %arg18: tensor<32x32xf32> {spmd.name = "transformer.h.1.attn.c_proj.weight", spmd.role = "param"}, %arg19: tensor<32xf32> {spmd.name = "transformer.h.1.attn.c_proj.bias", spmd.role = "param"}, %arg20: tensor<32xf32> {spmd.name = "transformer.h.1.ln_2.weight", spmd.role = "param"}, %arg21: tensor<32xf32> {spmd.name = "transformer.h.1.ln_2.bias", spmd.role = "param"}, %arg22: tensor<32x128xf32> {spmd.name = "transformer.h.1.mlp.c_fc.weight", spmd.role = "param"}, %arg23: tensor<128xf32> {spmd.name = "transformer.h.1.mlp.c_fc.bias", spmd.role = "param"}, %arg24: tensor<128x32xf32> {spmd.name = "transformer.h.1.mlp.c_proj.weight", spmd.role = "param"}, %arg25: tensor<32xf32> {spmd.name = "transformer.h.1.mlp.c_proj.bias", spmd.role = "param"}, %arg26: tensor<32xf32> {spmd.name = "transformer.ln_f.weight", spmd.role = "param"}, %arg27: tensor<32xf32> {spmd.name = "transformer.ln_f.bias", spmd.role = "param"}, %arg28: tensor<4x8xi64> {spmd.name = "input_ids", spmd.role = "input"}, %arg29: tensor<4x8xi64> {spmd.name = "labels", spmd.role = "input"}) -> (tensor<f32> {spmd.name = "loss"}, tensor<128x32xf32> {spmd.name = "new:transformer.wte.weight"}, tensor<16x32xf32> {spmd.name = "new:transformer.wpe.weight"}, tensor<32xf32> {spmd.name = "new:transformer.h.0.ln_1.weight"}, tensor<32xf32> {spmd.name = "new:transformer.h.0.ln_1.bias"}, tensor<32x96xf32> {spmd.name = "new:transformer.h.0.attn.c_attn.weight"}, tensor<96xf32> {spmd.name = "new:transformer.h.0.attn.c_attn.bias"}, tensor<32x32xf32> {spmd.name = "new:transformer.h.0.attn.c_proj.weight"}, tensor<32xf32> {spmd.name = "new:transformer.h.0.attn.c_proj.bias"}, tensor<32xf32> {spmd.name = "new:transformer.h.0.ln_2.weight"}, tensor<32xf32> {spmd.name = "new:transformer.h.0.ln_2.bias"}, tensor<32x128xf32> {spmd.name = "new:transformer.h.0.mlp.c_fc.weight"}, tensor<128xf32> {spmd.name = "new:transformer.h.0.mlp.c_fc.bias"}, tensor<128x32xf32> {spmd.name = "new:transformer.h.0.mlp.c_proj.weight"}, tensor<32xf32> {spmd.name = "new:transformer.h.0.mlp.c_proj.bias"}, tensor<32xf32> {spmd.name = "new:transformer.h.1.ln_1.weight"}, tensor<32xf32> {spmd.name = "new:transformer.h.1.ln_1.bias"}, tensor<32x96xf32> {spmd.name = "new:transformer.h.1.attn.c_attn.weight"}, tensor<96xf32> {spmd.name = "new:transformer.h.1.attn.c_attn.bias"}, tensor<32x32xf32> {spmd.name = "new:transformer.h.1.attn.c_proj.weight"}, tensor<32xf32> {spmd.name = "new:transformer.h.1.attn.c_proj.bias"}, tensor<32xf32> {spmd.name = "new:transformer.h.1.ln_2.weight"}, tensor<32xf32> {spmd.name = "new:transformer.h.1.ln_2.bias"}, tensor<32x128xf32> {spmd.name = "new:transformer.h.1.mlp.c_fc.weight"}, tensor<128xf32> {spmd.name = "new:transformer.h.1.mlp.c_fc.bias"}, tensor<128x32xf32> {spmd.name = "new:transformer.h.1.mlp.c_proj.weight"}, tensor<32xf32> {spmd.name = "new:transformer.h.1.mlp.c_proj.bias"}, tensor<32xf32> {spmd.name = "new:transformer.ln_f.weight"}, tensor<32xf32> {spmd.name = "new:transformer.ln_f.bias"}) {
    %cst = arith.constant dense<0.000000e+00> : tensor<32x128xf32>
    %c128 = arith.constant 128 : index
    %c16 = arith.constant 16 : index
    %cst_0 = arith.constant 0.000000e+00 : f64
    %cst_1 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_2 = arith.constant 1.000000e-05 : f64
    %cst_3 = arith.constant 4.471500e-02 : f64
    %cst_4 = arith.constant 0.79788456080286541 : f64
    %cst_5 = arith.constant 1.000000e-01 : f64
    %cst_6 = arith.constant dense<true> : tensor<i1>
    %cst_7 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_8 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_9 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_10 = arith.constant 3.200000e+01 : f64
    %cst_11 = arith.constant 3.200000e+01 : f32
    %cst_12 = arith.constant 2.500000e-01 : f32
    %cst_13 = arith.constant 5.000000e-01 : f32
    %cst_14 = arith.constant 1.000000e+00 : f32
    %cst_15 = arith.constant 3.000000e+00 : f32
    %c127_i64 = arith.constant 127 : i64
    %c-128_i64 = arith.constant -128 : i64
    %c15_i64 = arith.constant 15 : i64
    %c-16_i64 = arith.constant -16 : i64
    %c-100_i64 = arith.constant -100 : i64
    %c128_i64 = arith.constant 128 : i64
    %c16_i64 = arith.constant 16 : i64
    %c3_i64 = arith.constant 3 : i64
    %c2_i64 = arith.constant 2 : i64
    %c4_i64 = arith.constant 4 : i64
    %c1_i64 = arith.constant 1 : i64
    %c-1_i64 = arith.constant -1 : i64
    %c8_i64 = arith.constant 8 : i64
    %c0_i64 = arith.constant 0 : i64
    %c32 = arith.constant 32 : index
    %cst_16 = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %cst_17 = arith.constant dense<0.000000e+00> : tensor<16x32xf32>
    %cst_18 = arith.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_19 = arith.constant -1.000000e+00 : f32
    %cst_20 = arith.constant dense<1> : tensor<i64>
    %cst_21 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<4x8x32xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg28 : tensor<4x8xi64>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %479 = arith.index_cast %in : i64 to index
      %480 = linalg.index 2 : index
      %481 = arith.cmpi slt, %479, %c128 : index
      cf.assert %481, "index must be smaller than dim size"
      %482 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %482, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%479, %480] : tensor<128x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x8x32xf32>
    %2 = tensor.empty() : tensor<8xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %479 = linalg.index 0 : index
      %480 = arith.index_cast %479 : index to i64
      linalg.yield %480 : i64
    } -> tensor<8xi64>
    %expanded = tensor.expand_shape %3 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %4 = tensor.empty() : tensor<1x8x32xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8xi64>) outs(%4 : tensor<1x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %479 = arith.index_cast %in : i64 to index
      %480 = linalg.index 2 : index
      %481 = arith.cmpi slt, %479, %c16 : index
      cf.assert %481, "index must be smaller than dim size"
      %482 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %482, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%479, %480] : tensor<16x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x8x32xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<4x8x32xf32>, tensor<1x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.addf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %7 = tensor.empty() : tensor<4x8xi64>
    %8 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%3 : tensor<8xi64>) outs(%7 : tensor<4x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<4x8xi64>
    %extracted_slice = tensor.extract_slice %8[0, 0] [4, 1] [1, 1] : tensor<4x8xi64> to tensor<4x1xi64>
    %9 = tensor.empty() : tensor<4x1xi64>
    %10 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice : tensor<4x1xi64>) outs(%9 : tensor<4x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %479 = arith.subi %in, %c1_i64 : i64
      linalg.yield %479 : i64
    } -> tensor<4x1xi64>
    %concat = tensor.concat dim(1) %10, %8 : (tensor<4x1xi64>, tensor<4x8xi64>) -> tensor<4x9xi64>
    %extracted_slice_22 = tensor.extract_slice %concat[0, 0] [4, 8] [1, 1] : tensor<4x9xi64> to tensor<4x8xi64>
    %extracted_slice_23 = tensor.extract_slice %concat[0, 1] [4, 8] [1, 1] : tensor<4x9xi64> to tensor<4x8xi64>
    %11 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_23, %extracted_slice_22 : tensor<4x8xi64>, tensor<4x8xi64>) outs(%7 : tensor<4x8xi64>) {
    ^bb0(%in: i64, %in_171: i64, %out: i64):
      %479 = arith.subi %in, %in_171 : i64
      linalg.yield %479 : i64
    } -> tensor<4x8xi64>
    %12 = tensor.empty() : tensor<4x8xi1>
    %13 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%11 : tensor<4x8xi64>) outs(%12 : tensor<4x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %479 = arith.cmpi ne, %in, %c1_i64 : i64
      linalg.yield %479 : i1
    } -> tensor<4x8xi1>
    %14 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%13 : tensor<4x8xi1>) outs(%7 : tensor<4x8xi64>) {
    ^bb0(%in: i1, %out: i64):
      %479 = arith.extui %in : i1 to i64
      linalg.yield %479 : i64
    } -> tensor<4x8xi64>
    %15 = linalg.fill ins(%c0_i64 : i64) outs(%7 : tensor<4x8xi64>) -> tensor<4x8xi64>
    %16 = tensor.empty() : tensor<4xi64>
    %17 = linalg.fill ins(%c0_i64 : i64) outs(%16 : tensor<4xi64>) -> tensor<4xi64>
    %18:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%14 : tensor<4x8xi64>) outs(%15, %17 : tensor<4x8xi64>, tensor<4xi64>) {
    ^bb0(%arg30: i64, %arg31: i64):
      %479 = arith.addi %arg30, %arg31 : i64
      tm_tensor.yield %479 : i64
    } -> tensor<4x8xi64>, tensor<4xi64>
    %19 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%16 : tensor<4xi64>) {
    ^bb0(%out: i64):
      %479 = linalg.index 0 : index
      %480 = arith.index_cast %479 : index to i64
      linalg.yield %480 : i64
    } -> tensor<4xi64>
    %expanded_24 = tensor.expand_shape %19 [[0, 1, 2, 3]] output_shape [4, 1, 1, 1] : tensor<4xi64> into tensor<4x1x1x1xi64>
    %expanded_25 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : tensor<8xi64> into tensor<1x1x8x1xi64>
    %expanded_26 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<8xi64> into tensor<1x1x1x8xi64>
    %20 = tensor.empty() : tensor<4x1x8x1xi64>
    %21 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_24, %expanded_25 : tensor<4x1x1x1xi64>, tensor<1x1x8x1xi64>) outs(%20 : tensor<4x1x8x1xi64>) {
    ^bb0(%in: i64, %in_171: i64, %out: i64):
      %479 = arith.cmpi slt, %in, %c0_i64 : i64
      %480 = arith.addi %in, %c4_i64 : i64
      %481 = arith.select %479, %480, %in : i64
      %482 = arith.index_cast %481 : i64 to index
      %483 = arith.cmpi slt, %in_171, %c0_i64 : i64
      %484 = arith.addi %in_171, %c8_i64 : i64
      %485 = arith.select %483, %484, %in_171 : i64
      %486 = arith.index_cast %485 : i64 to index
      %extracted = tensor.extract %18#0[%482, %486] : tensor<4x8xi64>
      linalg.yield %extracted : i64
    } -> tensor<4x1x8x1xi64>
    %22 = tensor.empty() : tensor<4x1x1x8xi64>
    %23 = linalg.generic {indexing_maps = [#map6, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_24, %expanded_26 : tensor<4x1x1x1xi64>, tensor<1x1x1x8xi64>) outs(%22 : tensor<4x1x1x8xi64>) {
    ^bb0(%in: i64, %in_171: i64, %out: i64):
      %479 = arith.cmpi slt, %in, %c0_i64 : i64
      %480 = arith.addi %in, %c4_i64 : i64
      %481 = arith.select %479, %480, %in : i64
      %482 = arith.index_cast %481 : i64 to index
      %483 = arith.cmpi slt, %in_171, %c0_i64 : i64
      %484 = arith.addi %in_171, %c8_i64 : i64
      %485 = arith.select %483, %484, %in_171 : i64
      %486 = arith.index_cast %485 : i64 to index
      %extracted = tensor.extract %18#0[%482, %486] : tensor<4x8xi64>
      linalg.yield %extracted : i64
    } -> tensor<4x1x1x8xi64>
    %24 = tensor.empty() : tensor<4x1x8x8xi1>
    %25 = linalg.generic {indexing_maps = [#map10, #map11, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %23 : tensor<4x1x8x1xi64>, tensor<4x1x1x8xi64>) outs(%24 : tensor<4x1x8x8xi1>) {
    ^bb0(%in: i64, %in_171: i64, %out: i1):
      %479 = arith.cmpi eq, %in, %in_171 : i64
      linalg.yield %479 : i1
    } -> tensor<4x1x8x8xi1>
    %26 = linalg.generic {indexing_maps = [#map12, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_6, %25 : tensor<i1>, tensor<4x1x8x8xi1>) outs(%24 : tensor<4x1x8x8xi1>) {
    ^bb0(%in: i1, %in_171: i1, %out: i1):
      %479 = arith.andi %in, %in_171 : i1
      linalg.yield %479 : i1
    } -> tensor<4x1x8x8xi1>
    %27 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_24, %expanded_25 : tensor<4x1x1x1xi64>, tensor<1x1x8x1xi64>) outs(%20 : tensor<4x1x8x1xi64>) {
    ^bb0(%in: i64, %in_171: i64, %out: i64):
      %479 = arith.cmpi slt, %in, %c0_i64 : i64
      %480 = arith.addi %in, %c4_i64 : i64
      %481 = arith.select %479, %480, %in : i64
      %482 = arith.index_cast %481 : i64 to index
      %483 = arith.cmpi slt, %in_171, %c0_i64 : i64
      %484 = arith.addi %in_171, %c8_i64 : i64
      %485 = arith.select %483, %484, %in_171 : i64
      %486 = arith.index_cast %485 : i64 to index
      %extracted = tensor.extract %8[%482, %486] : tensor<4x8xi64>
      linalg.yield %extracted : i64
    } -> tensor<4x1x8x1xi64>
    %28 = linalg.generic {indexing_maps = [#map6, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_24, %expanded_26 : tensor<4x1x1x1xi64>, tensor<1x1x1x8xi64>) outs(%22 : tensor<4x1x1x8xi64>) {
    ^bb0(%in: i64, %in_171: i64, %out: i64):
      %479 = arith.cmpi slt, %in, %c0_i64 : i64
      %480 = arith.addi %in, %c4_i64 : i64
      %481 = arith.select %479, %480, %in : i64
      %482 = arith.index_cast %481 : i64 to index
      %483 = arith.cmpi slt, %in_171, %c0_i64 : i64
      %484 = arith.addi %in_171, %c8_i64 : i64
      %485 = arith.select %483, %484, %in_171 : i64
      %486 = arith.index_cast %485 : i64 to index
      %extracted = tensor.extract %8[%482, %486] : tensor<4x8xi64>
      linalg.yield %extracted : i64
    } -> tensor<4x1x1x8xi64>
    %29 = linalg.generic {indexing_maps = [#map11, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28, %27 : tensor<4x1x1x8xi64>, tensor<4x1x8x1xi64>) outs(%24 : tensor<4x1x8x8xi1>) {
    ^bb0(%in: i64, %in_171: i64, %out: i1):
      %479 = arith.cmpi sle, %in, %in_171 : i64
      linalg.yield %479 : i1
    } -> tensor<4x1x8x8xi1>
    %30 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26, %29 : tensor<4x1x8x8xi1>, tensor<4x1x8x8xi1>) outs(%24 : tensor<4x1x8x8xi1>) {
    ^bb0(%in: i1, %in_171: i1, %out: i1):
      %479 = arith.andi %in, %in_171 : i1
      linalg.yield %479 : i1
    } -> tensor<4x1x8x8xi1>
    %31 = tensor.empty() : tensor<4x1x8x8xf32>
    %32 = linalg.generic {indexing_maps = [#map8, #map12, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30, %cst_7, %cst_8 : tensor<4x1x8x8xi1>, tensor<f32>, tensor<f32>) outs(%31 : tensor<4x1x8x8xf32>) {
    ^bb0(%in: i1, %in_171: f32, %in_172: f32, %out: f32):
      %479 = arith.select %in, %in_171, %in_172 : f32
      linalg.yield %479 : f32
    } -> tensor<4x1x8x8xf32>
    %33 = tensor.empty() : tensor<4x8x32xf64>
    %34 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<4x8x32xf32>) outs(%33 : tensor<4x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %479 = arith.extf %in : f32 to f64
      linalg.yield %479 : f64
    } -> tensor<4x8x32xf64>
    %35 = tensor.empty() : tensor<4x8x1xf64>
    %36 = linalg.fill ins(%cst_0 : f64) outs(%35 : tensor<4x8x1xf64>) -> tensor<4x8x1xf64>
    %37 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%34 : tensor<4x8x32xf64>) outs(%36 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %479 = arith.addf %in, %out : f64
      linalg.yield %479 : f64
    } -> tensor<4x8x1xf64>
    %38 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%37 : tensor<4x8x1xf64>) outs(%35 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %479 = arith.divf %in, %cst_10 : f64
      linalg.yield %479 : f64
    } -> tensor<4x8x1xf64>
    %39 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34, %38 : tensor<4x8x32xf64>, tensor<4x8x1xf64>) outs(%33 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_171: f64, %out: f64):
      %479 = arith.subf %in, %in_171 : f64
      linalg.yield %479 : f64
    } -> tensor<4x8x32xf64>
    %40 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39, %39 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%33 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_171: f64, %out: f64):
      %479 = arith.mulf %in, %in_171 : f64
      linalg.yield %479 : f64
    } -> tensor<4x8x32xf64>
    %41 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%40 : tensor<4x8x32xf64>) outs(%36 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %479 = arith.addf %in, %out : f64
      linalg.yield %479 : f64
    } -> tensor<4x8x1xf64>
    %42 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41 : tensor<4x8x1xf64>) outs(%35 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %479 = arith.divf %in, %cst_10 : f64
      linalg.yield %479 : f64
    } -> tensor<4x8x1xf64>
    %43 = tensor.empty() : tensor<4x8x1xf32>
    %44 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%42 : tensor<4x8x1xf64>) outs(%43 : tensor<4x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %479 = arith.truncf %in : f64 to f32
      linalg.yield %479 : f32
    } -> tensor<4x8x1xf32>
    %45 = linalg.fill ins(%cst_16 : f32) outs(%43 : tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %46 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<4x8x32xf32>) outs(%45 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.addf %in, %out : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x1xf32>
    %47 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%46 : tensor<4x8x1xf32>) outs(%43 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.divf %in, %cst_11 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x1xf32>
    %48 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%44 : tensor<4x8x1xf32>) outs(%43 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.truncf %cst_2 : f64 to f32
      %480 = arith.addf %in, %479 : f32
      linalg.yield %480 : f32
    } -> tensor<4x8x1xf32>
    %49 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%48 : tensor<4x8x1xf32>) outs(%43 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = math.rsqrt %in : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x1xf32>
    %50 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %47 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.subf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %51 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%50, %49 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.mulf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %52 = linalg.generic {indexing_maps = [#map1, #map14, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%51, %arg2 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.mulf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %53 = linalg.generic {indexing_maps = [#map1, #map14, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%52, %arg3 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.addf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %collapsed = tensor.collapse_shape %53 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %54 = tensor.empty() : tensor<32x96xf32>
    %55 = linalg.fill ins(%cst_16 : f32) outs(%54 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %56 = linalg.matmul ins(%collapsed, %arg4 : tensor<32x32xf32>, tensor<32x96xf32>) outs(%55 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %57 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<96xf32>) outs(%54 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x96xf32>
    %58 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%56, %57 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%54 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.addf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<32x96xf32>
    %expanded_27 = tensor.expand_shape %58 [[0, 1], [2]] output_shape [4, 8, 96] : tensor<32x96xf32> into tensor<4x8x96xf32>
    %extracted_slice_28 = tensor.extract_slice %expanded_27[0, 0, 0] [4, 8, 32] [1, 1, 1] : tensor<4x8x96xf32> to tensor<4x8x32xf32>
    %extracted_slice_29 = tensor.extract_slice %expanded_27[0, 0, 32] [4, 8, 32] [1, 1, 1] : tensor<4x8x96xf32> to tensor<4x8x32xf32>
    %extracted_slice_30 = tensor.extract_slice %expanded_27[0, 0, 64] [4, 8, 32] [1, 1, 1] : tensor<4x8x96xf32> to tensor<4x8x32xf32>
    %expanded_31 = tensor.expand_shape %extracted_slice_29 [[0], [1], [2, 3]] output_shape [4, 8, 2, 16] : tensor<4x8x32xf32> into tensor<4x8x2x16xf32>
    %expanded_32 = tensor.expand_shape %extracted_slice_30 [[0], [1], [2, 3]] output_shape [4, 8, 2, 16] : tensor<4x8x32xf32> into tensor<4x8x2x16xf32>
    %59 = tensor.empty() : tensor<4x2x8x16xf32>
    %transposed = linalg.transpose ins(%expanded_32 : tensor<4x8x2x16xf32>) outs(%59 : tensor<4x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_33 = tensor.expand_shape %extracted_slice_28 [[0], [1], [2, 3]] output_shape [4, 8, 2, 16] : tensor<4x8x32xf32> into tensor<4x8x2x16xf32>
    %transposed_34 = linalg.transpose ins(%expanded_33 : tensor<4x8x2x16xf32>) outs(%59 : tensor<4x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %60 = tensor.empty() : tensor<4x2x16x8xf32>
    %transposed_35 = linalg.transpose ins(%expanded_31 : tensor<4x8x2x16xf32>) outs(%60 : tensor<4x2x16x8xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_36 = tensor.collapse_shape %transposed_34 [[0, 1], [2], [3]] : tensor<4x2x8x16xf32> into tensor<8x8x16xf32>
    %collapsed_37 = tensor.collapse_shape %transposed_35 [[0, 1], [2], [3]] : tensor<4x2x16x8xf32> into tensor<8x16x8xf32>
    %61 = tensor.empty() : tensor<8x8x8xf32>
    %62 = linalg.fill ins(%cst_16 : f32) outs(%61 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %63 = linalg.batch_matmul ins(%collapsed_36, %collapsed_37 : tensor<8x8x16xf32>, tensor<8x16x8xf32>) outs(%62 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_38 = tensor.expand_shape %63 [[0, 1], [2], [3]] output_shape [4, 2, 8, 8] : tensor<8x8x8xf32> into tensor<4x2x8x8xf32>
    %64 = tensor.empty() : tensor<4x2x8x8xf32>
    %65 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_38 : tensor<4x2x8x8xf32>) outs(%64 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.mulf %in, %cst_12 : f32
      linalg.yield %479 : f32
    } -> tensor<4x2x8x8xf32>
    %66 = linalg.generic {indexing_maps = [#map8, #map15, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65, %32 : tensor<4x2x8x8xf32>, tensor<4x1x8x8xf32>) outs(%64 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.addf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x2x8x8xf32>
    %67 = tensor.empty() : tensor<4x2x8xi64>
    %68 = linalg.fill ins(%c0_i64 : i64) outs(%67 : tensor<4x2x8xi64>) -> tensor<4x2x8xi64>
    %69 = tensor.empty() : tensor<4x2x8xf32>
    %70 = linalg.fill ins(%cst_1 : f32) outs(%69 : tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %71:2 = linalg.generic {indexing_maps = [#map8, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%66 : tensor<4x2x8x8xf32>) outs(%70, %68 : tensor<4x2x8xf32>, tensor<4x2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_171: i64):
      %479 = linalg.index 3 : index
      %480 = arith.index_cast %479 : index to i64
      %481 = arith.maximumf %in, %out : f32
      %482 = arith.cmpf ogt, %in, %out : f32
      %483 = arith.select %482, %480, %out_171 : i64
      linalg.yield %481, %483 : f32, i64
    } -> (tensor<4x2x8xf32>, tensor<4x2x8xi64>)
    %expanded_39 = tensor.expand_shape %71#0 [[0], [1], [2, 3]] output_shape [4, 2, 8, 1] : tensor<4x2x8xf32> into tensor<4x2x8x1xf32>
    %72 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %expanded_39 : tensor<4x2x8x8xf32>, tensor<4x2x8x1xf32>) outs(%64 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.subf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x2x8x8xf32>
    %73 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72 : tensor<4x2x8x8xf32>) outs(%64 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = math.exp %in : f32
      linalg.yield %479 : f32
    } -> tensor<4x2x8x8xf32>
    %74 = tensor.empty() : tensor<4x2x8x1xf32>
    %75 = linalg.fill ins(%cst_16 : f32) outs(%74 : tensor<4x2x8x1xf32>) -> tensor<4x2x8x1xf32>
    %76 = linalg.generic {indexing_maps = [#map8, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%73 : tensor<4x2x8x8xf32>) outs(%75 : tensor<4x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.addf %in, %out : f32
      linalg.yield %479 : f32
    } -> tensor<4x2x8x1xf32>
    %77 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73, %76 : tensor<4x2x8x8xf32>, tensor<4x2x8x1xf32>) outs(%64 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.divf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x2x8x8xf32>
    %collapsed_40 = tensor.collapse_shape %77 [[0, 1], [2], [3]] : tensor<4x2x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_41 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<4x2x8x16xf32> into tensor<8x8x16xf32>
    %78 = tensor.empty() : tensor<8x8x16xf32>
    %79 = linalg.fill ins(%cst_16 : f32) outs(%78 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %80 = linalg.batch_matmul ins(%collapsed_40, %collapsed_41 : tensor<8x8x8xf32>, tensor<8x8x16xf32>) outs(%79 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %expanded_42 = tensor.expand_shape %80 [[0, 1], [2], [3]] output_shape [4, 2, 8, 16] : tensor<8x8x16xf32> into tensor<4x2x8x16xf32>
    %81 = tensor.empty() : tensor<4x8x2x16xf32>
    %transposed_43 = linalg.transpose ins(%expanded_42 : tensor<4x2x8x16xf32>) outs(%81 : tensor<4x8x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_44 = tensor.collapse_shape %transposed_43 [[0, 1], [2, 3]] : tensor<4x8x2x16xf32> into tensor<32x32xf32>
    %82 = tensor.empty() : tensor<32x32xf32>
    %83 = linalg.fill ins(%cst_16 : f32) outs(%82 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %84 = linalg.matmul ins(%collapsed_44, %arg6 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%83 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %85 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<32xf32>) outs(%82 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %86 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%84, %85 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%82 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.addf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<32x32xf32>
    %expanded_45 = tensor.expand_shape %86 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_45, %6 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.addf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<4x8x32xf32>) outs(%33 : tensor<4x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %479 = arith.extf %in : f32 to f64
      linalg.yield %479 : f64
    } -> tensor<4x8x32xf64>
    %89 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%88 : tensor<4x8x32xf64>) outs(%36 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %479 = arith.addf %in, %out : f64
      linalg.yield %479 : f64
    } -> tensor<4x8x1xf64>
    %90 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<4x8x1xf64>) outs(%35 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %479 = arith.divf %in, %cst_10 : f64
      linalg.yield %479 : f64
    } -> tensor<4x8x1xf64>
    %91 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88, %90 : tensor<4x8x32xf64>, tensor<4x8x1xf64>) outs(%33 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_171: f64, %out: f64):
      %479 = arith.subf %in, %in_171 : f64
      linalg.yield %479 : f64
    } -> tensor<4x8x32xf64>
    %92 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91, %91 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%33 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_171: f64, %out: f64):
      %479 = arith.mulf %in, %in_171 : f64
      linalg.yield %479 : f64
    } -> tensor<4x8x32xf64>
    %93 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%92 : tensor<4x8x32xf64>) outs(%36 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %479 = arith.addf %in, %out : f64
      linalg.yield %479 : f64
    } -> tensor<4x8x1xf64>
    %94 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93 : tensor<4x8x1xf64>) outs(%35 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %479 = arith.divf %in, %cst_10 : f64
      linalg.yield %479 : f64
    } -> tensor<4x8x1xf64>
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<4x8x1xf64>) outs(%43 : tensor<4x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %479 = arith.truncf %in : f64 to f32
      linalg.yield %479 : f32
    } -> tensor<4x8x1xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%87 : tensor<4x8x32xf32>) outs(%45 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.addf %in, %out : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x1xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96 : tensor<4x8x1xf32>) outs(%43 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.divf %in, %cst_11 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x1xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<4x8x1xf32>) outs(%43 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.truncf %cst_2 : f64 to f32
      %480 = arith.addf %in, %479 : f32
      linalg.yield %480 : f32
    } -> tensor<4x8x1xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<4x8x1xf32>) outs(%43 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = math.rsqrt %in : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x1xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87, %97 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.subf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100, %99 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.mulf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map14, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101, %arg8 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.mulf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map14, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102, %arg9 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.addf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_46 = tensor.collapse_shape %103 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %104 = tensor.empty() : tensor<32x128xf32>
    %105 = linalg.fill ins(%cst_16 : f32) outs(%104 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %106 = linalg.matmul ins(%collapsed_46, %arg10 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%105 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %107 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<128xf32>) outs(%104 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x128xf32>
    %108 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%106, %107 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%104 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.addf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<32x128xf32>
    %expanded_47 = tensor.expand_shape %108 [[0, 1], [2]] output_shape [4, 8, 128] : tensor<32x128xf32> into tensor<4x8x128xf32>
    %109 = tensor.empty() : tensor<4x8x128xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_47 : tensor<4x8x128xf32>) outs(%109 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.mulf %in, %cst_13 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x128xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_47 : tensor<4x8x128xf32>) outs(%109 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %479 : f32
    } -> tensor<4x8x128xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<4x8x128xf32>) outs(%109 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.truncf %cst_3 : f64 to f32
      %480 = arith.mulf %in, %479 : f32
      linalg.yield %480 : f32
    } -> tensor<4x8x128xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_47, %112 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%109 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.addf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x128xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<4x8x128xf32>) outs(%109 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.truncf %cst_4 : f64 to f32
      %480 = arith.mulf %in, %479 : f32
      linalg.yield %480 : f32
    } -> tensor<4x8x128xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114 : tensor<4x8x128xf32>) outs(%109 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = math.tanh %in : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x128xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115 : tensor<4x8x128xf32>) outs(%109 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.addf %in, %cst_14 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x128xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110, %116 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%109 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.mulf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x128xf32>
    %collapsed_48 = tensor.collapse_shape %117 [[0, 1], [2]] : tensor<4x8x128xf32> into tensor<32x128xf32>
    %118 = linalg.matmul ins(%collapsed_48, %arg12 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%83 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %119 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<32xf32>) outs(%82 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %120 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%118, %119 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%82 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.addf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<32x32xf32>
    %expanded_49 = tensor.expand_shape %120 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %121 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87, %expanded_49 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.addf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %122 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121 : tensor<4x8x32xf32>) outs(%33 : tensor<4x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %479 = arith.extf %in : f32 to f64
      linalg.yield %479 : f64
    } -> tensor<4x8x32xf64>
    %123 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%122 : tensor<4x8x32xf64>) outs(%36 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %479 = arith.addf %in, %out : f64
      linalg.yield %479 : f64
    } -> tensor<4x8x1xf64>
    %124 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123 : tensor<4x8x1xf64>) outs(%35 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %479 = arith.divf %in, %cst_10 : f64
      linalg.yield %479 : f64
    } -> tensor<4x8x1xf64>
    %125 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122, %124 : tensor<4x8x32xf64>, tensor<4x8x1xf64>) outs(%33 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_171: f64, %out: f64):
      %479 = arith.subf %in, %in_171 : f64
      linalg.yield %479 : f64
    } -> tensor<4x8x32xf64>
    %126 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125, %125 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%33 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_171: f64, %out: f64):
      %479 = arith.mulf %in, %in_171 : f64
      linalg.yield %479 : f64
    } -> tensor<4x8x32xf64>
    %127 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%126 : tensor<4x8x32xf64>) outs(%36 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %479 = arith.addf %in, %out : f64
      linalg.yield %479 : f64
    } -> tensor<4x8x1xf64>
    %128 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127 : tensor<4x8x1xf64>) outs(%35 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %479 = arith.divf %in, %cst_10 : f64
      linalg.yield %479 : f64
    } -> tensor<4x8x1xf64>
    %129 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128 : tensor<4x8x1xf64>) outs(%43 : tensor<4x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %479 = arith.truncf %in : f64 to f32
      linalg.yield %479 : f32
    } -> tensor<4x8x1xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%121 : tensor<4x8x32xf32>) outs(%45 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.addf %in, %out : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x1xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130 : tensor<4x8x1xf32>) outs(%43 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.divf %in, %cst_11 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x1xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129 : tensor<4x8x1xf32>) outs(%43 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.truncf %cst_2 : f64 to f32
      %480 = arith.addf %in, %479 : f32
      linalg.yield %480 : f32
    } -> tensor<4x8x1xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132 : tensor<4x8x1xf32>) outs(%43 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = math.rsqrt %in : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x1xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121, %131 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.subf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %135 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134, %133 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.mulf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map14, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135, %arg14 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.mulf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map14, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %arg15 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.addf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_50 = tensor.collapse_shape %137 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %138 = linalg.matmul ins(%collapsed_50, %arg16 : tensor<32x32xf32>, tensor<32x96xf32>) outs(%55 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %139 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<96xf32>) outs(%54 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x96xf32>
    %140 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%138, %139 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%54 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.addf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<32x96xf32>
    %expanded_51 = tensor.expand_shape %140 [[0, 1], [2]] output_shape [4, 8, 96] : tensor<32x96xf32> into tensor<4x8x96xf32>
    %extracted_slice_52 = tensor.extract_slice %expanded_51[0, 0, 0] [4, 8, 32] [1, 1, 1] : tensor<4x8x96xf32> to tensor<4x8x32xf32>
    %extracted_slice_53 = tensor.extract_slice %expanded_51[0, 0, 32] [4, 8, 32] [1, 1, 1] : tensor<4x8x96xf32> to tensor<4x8x32xf32>
    %extracted_slice_54 = tensor.extract_slice %expanded_51[0, 0, 64] [4, 8, 32] [1, 1, 1] : tensor<4x8x96xf32> to tensor<4x8x32xf32>
    %expanded_55 = tensor.expand_shape %extracted_slice_53 [[0], [1], [2, 3]] output_shape [4, 8, 2, 16] : tensor<4x8x32xf32> into tensor<4x8x2x16xf32>
    %expanded_56 = tensor.expand_shape %extracted_slice_54 [[0], [1], [2, 3]] output_shape [4, 8, 2, 16] : tensor<4x8x32xf32> into tensor<4x8x2x16xf32>
    %transposed_57 = linalg.transpose ins(%expanded_56 : tensor<4x8x2x16xf32>) outs(%59 : tensor<4x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_58 = tensor.expand_shape %extracted_slice_52 [[0], [1], [2, 3]] output_shape [4, 8, 2, 16] : tensor<4x8x32xf32> into tensor<4x8x2x16xf32>
    %transposed_59 = linalg.transpose ins(%expanded_58 : tensor<4x8x2x16xf32>) outs(%59 : tensor<4x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_60 = linalg.transpose ins(%expanded_55 : tensor<4x8x2x16xf32>) outs(%60 : tensor<4x2x16x8xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_61 = tensor.collapse_shape %transposed_59 [[0, 1], [2], [3]] : tensor<4x2x8x16xf32> into tensor<8x8x16xf32>
    %collapsed_62 = tensor.collapse_shape %transposed_60 [[0, 1], [2], [3]] : tensor<4x2x16x8xf32> into tensor<8x16x8xf32>
    %141 = linalg.batch_matmul ins(%collapsed_61, %collapsed_62 : tensor<8x8x16xf32>, tensor<8x16x8xf32>) outs(%62 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_63 = tensor.expand_shape %141 [[0, 1], [2], [3]] output_shape [4, 2, 8, 8] : tensor<8x8x8xf32> into tensor<4x2x8x8xf32>
    %142 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_63 : tensor<4x2x8x8xf32>) outs(%64 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.mulf %in, %cst_12 : f32
      linalg.yield %479 : f32
    } -> tensor<4x2x8x8xf32>
    %143 = linalg.generic {indexing_maps = [#map8, #map15, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%142, %32 : tensor<4x2x8x8xf32>, tensor<4x1x8x8xf32>) outs(%64 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.addf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x2x8x8xf32>
    %144:2 = linalg.generic {indexing_maps = [#map8, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%143 : tensor<4x2x8x8xf32>) outs(%70, %68 : tensor<4x2x8xf32>, tensor<4x2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_171: i64):
      %479 = linalg.index 3 : index
      %480 = arith.index_cast %479 : index to i64
      %481 = arith.maximumf %in, %out : f32
      %482 = arith.cmpf ogt, %in, %out : f32
      %483 = arith.select %482, %480, %out_171 : i64
      linalg.yield %481, %483 : f32, i64
    } -> (tensor<4x2x8xf32>, tensor<4x2x8xi64>)
    %expanded_64 = tensor.expand_shape %144#0 [[0], [1], [2, 3]] output_shape [4, 2, 8, 1] : tensor<4x2x8xf32> into tensor<4x2x8x1xf32>
    %145 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%143, %expanded_64 : tensor<4x2x8x8xf32>, tensor<4x2x8x1xf32>) outs(%64 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.subf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x2x8x8xf32>
    %146 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%145 : tensor<4x2x8x8xf32>) outs(%64 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = math.exp %in : f32
      linalg.yield %479 : f32
    } -> tensor<4x2x8x8xf32>
    %147 = linalg.generic {indexing_maps = [#map8, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%146 : tensor<4x2x8x8xf32>) outs(%75 : tensor<4x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.addf %in, %out : f32
      linalg.yield %479 : f32
    } -> tensor<4x2x8x1xf32>
    %148 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%146, %147 : tensor<4x2x8x8xf32>, tensor<4x2x8x1xf32>) outs(%64 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.divf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x2x8x8xf32>
    %collapsed_65 = tensor.collapse_shape %148 [[0, 1], [2], [3]] : tensor<4x2x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_66 = tensor.collapse_shape %transposed_57 [[0, 1], [2], [3]] : tensor<4x2x8x16xf32> into tensor<8x8x16xf32>
    %149 = linalg.batch_matmul ins(%collapsed_65, %collapsed_66 : tensor<8x8x8xf32>, tensor<8x8x16xf32>) outs(%79 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %expanded_67 = tensor.expand_shape %149 [[0, 1], [2], [3]] output_shape [4, 2, 8, 16] : tensor<8x8x16xf32> into tensor<4x2x8x16xf32>
    %transposed_68 = linalg.transpose ins(%expanded_67 : tensor<4x2x8x16xf32>) outs(%81 : tensor<4x8x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_69 = tensor.collapse_shape %transposed_68 [[0, 1], [2, 3]] : tensor<4x8x2x16xf32> into tensor<32x32xf32>
    %150 = linalg.matmul ins(%collapsed_69, %arg18 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%83 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %151 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<32xf32>) outs(%82 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %152 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%150, %151 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%82 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.addf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<32x32xf32>
    %expanded_70 = tensor.expand_shape %152 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_70, %121 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.addf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %154 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153 : tensor<4x8x32xf32>) outs(%33 : tensor<4x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %479 = arith.extf %in : f32 to f64
      linalg.yield %479 : f64
    } -> tensor<4x8x32xf64>
    %155 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%154 : tensor<4x8x32xf64>) outs(%36 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %479 = arith.addf %in, %out : f64
      linalg.yield %479 : f64
    } -> tensor<4x8x1xf64>
    %156 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155 : tensor<4x8x1xf64>) outs(%35 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %479 = arith.divf %in, %cst_10 : f64
      linalg.yield %479 : f64
    } -> tensor<4x8x1xf64>
    %157 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154, %156 : tensor<4x8x32xf64>, tensor<4x8x1xf64>) outs(%33 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_171: f64, %out: f64):
      %479 = arith.subf %in, %in_171 : f64
      linalg.yield %479 : f64
    } -> tensor<4x8x32xf64>
    %158 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157, %157 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%33 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_171: f64, %out: f64):
      %479 = arith.mulf %in, %in_171 : f64
      linalg.yield %479 : f64
    } -> tensor<4x8x32xf64>
    %159 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%158 : tensor<4x8x32xf64>) outs(%36 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %479 = arith.addf %in, %out : f64
      linalg.yield %479 : f64
    } -> tensor<4x8x1xf64>
    %160 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159 : tensor<4x8x1xf64>) outs(%35 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %479 = arith.divf %in, %cst_10 : f64
      linalg.yield %479 : f64
    } -> tensor<4x8x1xf64>
    %161 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160 : tensor<4x8x1xf64>) outs(%43 : tensor<4x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %479 = arith.truncf %in : f64 to f32
      linalg.yield %479 : f32
    } -> tensor<4x8x1xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%153 : tensor<4x8x32xf32>) outs(%45 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.addf %in, %out : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x1xf32>
    %163 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162 : tensor<4x8x1xf32>) outs(%43 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.divf %in, %cst_11 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x1xf32>
    %164 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161 : tensor<4x8x1xf32>) outs(%43 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.truncf %cst_2 : f64 to f32
      %480 = arith.addf %in, %479 : f32
      linalg.yield %480 : f32
    } -> tensor<4x8x1xf32>
    %165 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164 : tensor<4x8x1xf32>) outs(%43 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = math.rsqrt %in : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x1xf32>
    %166 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153, %163 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.subf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %167 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166, %165 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.mulf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %168 = linalg.generic {indexing_maps = [#map1, #map14, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167, %arg20 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.mulf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %169 = linalg.generic {indexing_maps = [#map1, #map14, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168, %arg21 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.addf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_71 = tensor.collapse_shape %169 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %170 = linalg.matmul ins(%collapsed_71, %arg22 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%105 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %171 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<128xf32>) outs(%104 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x128xf32>
    %172 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%170, %171 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%104 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.addf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<32x128xf32>
    %expanded_72 = tensor.expand_shape %172 [[0, 1], [2]] output_shape [4, 8, 128] : tensor<32x128xf32> into tensor<4x8x128xf32>
    %173 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_72 : tensor<4x8x128xf32>) outs(%109 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.mulf %in, %cst_13 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x128xf32>
    %174 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_72 : tensor<4x8x128xf32>) outs(%109 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %479 : f32
    } -> tensor<4x8x128xf32>
    %175 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174 : tensor<4x8x128xf32>) outs(%109 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.truncf %cst_3 : f64 to f32
      %480 = arith.mulf %in, %479 : f32
      linalg.yield %480 : f32
    } -> tensor<4x8x128xf32>
    %176 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_72, %175 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%109 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.addf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x128xf32>
    %177 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176 : tensor<4x8x128xf32>) outs(%109 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.truncf %cst_4 : f64 to f32
      %480 = arith.mulf %in, %479 : f32
      linalg.yield %480 : f32
    } -> tensor<4x8x128xf32>
    %178 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177 : tensor<4x8x128xf32>) outs(%109 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = math.tanh %in : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x128xf32>
    %179 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178 : tensor<4x8x128xf32>) outs(%109 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.addf %in, %cst_14 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x128xf32>
    %180 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173, %179 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%109 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.mulf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x128xf32>
    %collapsed_73 = tensor.collapse_shape %180 [[0, 1], [2]] : tensor<4x8x128xf32> into tensor<32x128xf32>
    %181 = linalg.matmul ins(%collapsed_73, %arg24 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%83 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %182 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg25 : tensor<32xf32>) outs(%82 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %183 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%181, %182 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%82 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.addf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<32x32xf32>
    %expanded_74 = tensor.expand_shape %183 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %184 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153, %expanded_74 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.addf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %185 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184 : tensor<4x8x32xf32>) outs(%33 : tensor<4x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %479 = arith.extf %in : f32 to f64
      linalg.yield %479 : f64
    } -> tensor<4x8x32xf64>
    %186 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%185 : tensor<4x8x32xf64>) outs(%36 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %479 = arith.addf %in, %out : f64
      linalg.yield %479 : f64
    } -> tensor<4x8x1xf64>
    %187 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186 : tensor<4x8x1xf64>) outs(%35 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %479 = arith.divf %in, %cst_10 : f64
      linalg.yield %479 : f64
    } -> tensor<4x8x1xf64>
    %188 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185, %187 : tensor<4x8x32xf64>, tensor<4x8x1xf64>) outs(%33 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_171: f64, %out: f64):
      %479 = arith.subf %in, %in_171 : f64
      linalg.yield %479 : f64
    } -> tensor<4x8x32xf64>
    %189 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188, %188 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%33 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_171: f64, %out: f64):
      %479 = arith.mulf %in, %in_171 : f64
      linalg.yield %479 : f64
    } -> tensor<4x8x32xf64>
    %190 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%189 : tensor<4x8x32xf64>) outs(%36 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %479 = arith.addf %in, %out : f64
      linalg.yield %479 : f64
    } -> tensor<4x8x1xf64>
    %191 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%190 : tensor<4x8x1xf64>) outs(%35 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %479 = arith.divf %in, %cst_10 : f64
      linalg.yield %479 : f64
    } -> tensor<4x8x1xf64>
    %192 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%191 : tensor<4x8x1xf64>) outs(%43 : tensor<4x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %479 = arith.truncf %in : f64 to f32
      linalg.yield %479 : f32
    } -> tensor<4x8x1xf32>
    %193 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%184 : tensor<4x8x32xf32>) outs(%45 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.addf %in, %out : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x1xf32>
    %194 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%193 : tensor<4x8x1xf32>) outs(%43 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.divf %in, %cst_11 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x1xf32>
    %195 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%192 : tensor<4x8x1xf32>) outs(%43 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.truncf %cst_2 : f64 to f32
      %480 = arith.addf %in, %479 : f32
      linalg.yield %480 : f32
    } -> tensor<4x8x1xf32>
    %196 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195 : tensor<4x8x1xf32>) outs(%43 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = math.rsqrt %in : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x1xf32>
    %197 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184, %194 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.subf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %198 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%197, %196 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.mulf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %199 = linalg.generic {indexing_maps = [#map1, #map14, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198, %arg26 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.mulf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %200 = linalg.generic {indexing_maps = [#map1, #map14, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199, %arg27 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.addf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %transposed_75 = linalg.transpose ins(%arg0 : tensor<128x32xf32>) outs(%104 : tensor<32x128xf32>) permutation = [1, 0] 
    %collapsed_76 = tensor.collapse_shape %200 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %201 = linalg.matmul ins(%collapsed_76, %transposed_75 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%105 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %collapsed_77 = tensor.collapse_shape %arg29 [[0, 1]] : tensor<4x8xi64> into tensor<32xi64>
    %202 = tensor.empty() : tensor<32xi64>
    %203 = linalg.fill ins(%c0_i64 : i64) outs(%202 : tensor<32xi64>) -> tensor<32xi64>
    %204 = tensor.empty() : tensor<32xf32>
    %205 = linalg.fill ins(%cst_1 : f32) outs(%204 : tensor<32xf32>) -> tensor<32xf32>
    %206:2 = linalg.generic {indexing_maps = [#map5, #map17, #map17], iterator_types = ["parallel", "reduction"]} ins(%201 : tensor<32x128xf32>) outs(%205, %203 : tensor<32xf32>, tensor<32xi64>) {
    ^bb0(%in: f32, %out: f32, %out_171: i64):
      %479 = linalg.index 1 : index
      %480 = arith.index_cast %479 : index to i64
      %481 = arith.maximumf %in, %out : f32
      %482 = arith.cmpf ogt, %in, %out : f32
      %483 = arith.select %482, %480, %out_171 : i64
      linalg.yield %481, %483 : f32, i64
    } -> (tensor<32xf32>, tensor<32xi64>)
    %expanded_78 = tensor.expand_shape %206#0 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32>
    %207 = linalg.generic {indexing_maps = [#map5, #map18, #map5], iterator_types = ["parallel", "parallel"]} ins(%201, %expanded_78 : tensor<32x128xf32>, tensor<32x1xf32>) outs(%104 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.subf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<32x128xf32>
    %208 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%207 : tensor<32x128xf32>) outs(%104 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = math.exp %in : f32
      linalg.yield %479 : f32
    } -> tensor<32x128xf32>
    %209 = tensor.empty() : tensor<32x1xf32>
    %210 = linalg.fill ins(%cst_16 : f32) outs(%209 : tensor<32x1xf32>) -> tensor<32x1xf32>
    %211 = linalg.generic {indexing_maps = [#map5, #map18], iterator_types = ["parallel", "reduction"]} ins(%208 : tensor<32x128xf32>) outs(%210 : tensor<32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.addf %in, %out : f32
      linalg.yield %479 : f32
    } -> tensor<32x1xf32>
    %212 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%211 : tensor<32x1xf32>) outs(%209 : tensor<32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = math.log %in : f32
      linalg.yield %479 : f32
    } -> tensor<32x1xf32>
    %213 = linalg.generic {indexing_maps = [#map5, #map18, #map5], iterator_types = ["parallel", "parallel"]} ins(%207, %212 : tensor<32x128xf32>, tensor<32x1xf32>) outs(%104 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.subf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<32x128xf32>
    %214 = tensor.empty() : tensor<32xi1>
    %215 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_77 : tensor<32xi64>) outs(%214 : tensor<32xi1>) {
    ^bb0(%in: i64, %out: i1):
      %479 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %479 : i1
    } -> tensor<32xi1>
    %216 = linalg.generic {indexing_maps = [#map2, #map2, #map19, #map2], iterator_types = ["parallel"]} ins(%215, %collapsed_77, %cst_21 : tensor<32xi1>, tensor<32xi64>, tensor<i64>) outs(%202 : tensor<32xi64>) {
    ^bb0(%in: i1, %in_171: i64, %in_172: i64, %out: i64):
      %479 = arith.select %in, %in_171, %in_172 : i64
      linalg.yield %479 : i64
    } -> tensor<32xi64>
    %expanded_79 = tensor.expand_shape %216 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %217 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%expanded_79 : tensor<32x1xi64>) outs(%210 : tensor<32x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %479 = linalg.index 0 : index
      %480 = arith.index_cast %in : i64 to index
      %481 = arith.cmpi slt, %480, %c128 : index
      cf.assert %481, "index must be smaller than dim size"
      %482 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %482, "index must be larger or equal to 0"
      %extracted = tensor.extract %213[%479, %480] : tensor<32x128xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x1xf32>
    %collapsed_80 = tensor.collapse_shape %217 [[0, 1]] : tensor<32x1xf32> into tensor<32xf32>
    %218 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_80 : tensor<32xf32>) outs(%204 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.negf %in : f32
      linalg.yield %479 : f32
    } -> tensor<32xf32>
    %219 = linalg.generic {indexing_maps = [#map2, #map2, #map19, #map2], iterator_types = ["parallel"]} ins(%215, %218, %cst_7 : tensor<32xi1>, tensor<32xf32>, tensor<f32>) outs(%204 : tensor<32xf32>) {
    ^bb0(%in: i1, %in_171: f32, %in_172: f32, %out: f32):
      %479 = arith.select %in, %in_171, %in_172 : f32
      linalg.yield %479 : f32
    } -> tensor<32xf32>
    %220 = tensor.empty() : tensor<i64>
    %221 = linalg.fill ins(%c0_i64 : i64) outs(%220 : tensor<i64>) -> tensor<i64>
    %222 = linalg.generic {indexing_maps = [#map2, #map19], iterator_types = ["reduction"]} ins(%215 : tensor<32xi1>) outs(%221 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %479 = arith.extui %in : i1 to i64
      %480 = arith.addi %479, %out : i64
      linalg.yield %480 : i64
    } -> tensor<i64>
    %223 = tensor.empty() : tensor<f32>
    %224 = linalg.generic {indexing_maps = [#map20, #map20], iterator_types = []} ins(%222 : tensor<i64>) outs(%223 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %479 = arith.sitofp %in : i64 to f32
      linalg.yield %479 : f32
    } -> tensor<f32>
    %225 = linalg.fill ins(%cst_16 : f32) outs(%223 : tensor<f32>) -> tensor<f32>
    %226 = linalg.generic {indexing_maps = [#map2, #map19], iterator_types = ["reduction"]} ins(%219 : tensor<32xf32>) outs(%225 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.addf %in, %out : f32
      linalg.yield %479 : f32
    } -> tensor<f32>
    %227 = linalg.generic {indexing_maps = [#map20, #map20, #map20], iterator_types = []} ins(%226, %224 : tensor<f32>, tensor<f32>) outs(%223 : tensor<f32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.divf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<f32>
    %228 = linalg.generic {indexing_maps = [#map20, #map20, #map20], iterator_types = []} ins(%cst_9, %224 : tensor<f32>, tensor<f32>) outs(%223 : tensor<f32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.divf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<f32>
    %expanded_81 = tensor.expand_shape %collapsed_77 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %229 = tensor.empty() : tensor<32x1xi1>
    %230 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%expanded_81 : tensor<32x1xi64>) outs(%229 : tensor<32x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %479 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %479 : i1
    } -> tensor<32x1xi1>
    %231 = tensor.empty() : tensor<32x1xi64>
    %232 = linalg.generic {indexing_maps = [#map5, #map5, #map21, #map5], iterator_types = ["parallel", "parallel"]} ins(%230, %expanded_81, %cst_21 : tensor<32x1xi1>, tensor<32x1xi64>, tensor<i64>) outs(%231 : tensor<32x1xi64>) {
    ^bb0(%in: i1, %in_171: i64, %in_172: i64, %out: i64):
      %479 = arith.select %in, %in_171, %in_172 : i64
      linalg.yield %479 : i64
    } -> tensor<32x1xi64>
    %233 = linalg.fill ins(%c0_i64 : i64) outs(%231 : tensor<32x1xi64>) -> tensor<32x1xi64>
    %234 = linalg.fill ins(%cst_16 : f32) outs(%204 : tensor<32xf32>) -> tensor<32xf32>
    %235:3 = linalg.generic {indexing_maps = [#map22, #map22, #map2], iterator_types = ["parallel"]} outs(%233, %233, %234 : tensor<32x1xi64>, tensor<32x1xi64>, tensor<32xf32>) {
    ^bb0(%out: i64, %out_171: i64, %out_172: f32):
      %479 = linalg.index 0 : index
      %480 = arith.remsi %479, %c32 : index
      %extracted = tensor.extract %232[%480, %c0] : tensor<32x1xi64>
      %481 = arith.index_cast %480 : index to i64
      linalg.yield %481, %extracted, %cst_19 : i64, i64, f32
    } -> (tensor<32x1xi64>, tensor<32x1xi64>, tensor<32xf32>)
    %236 = tensor.empty() : tensor<32x2xi64>
    %237 = linalg.fill ins(%c0_i64 : i64) outs(%236 : tensor<32x2xi64>) -> tensor<32x2xi64>
    %inserted_slice = tensor.insert_slice %235#0 into %237[0, 0] [32, 1] [1, 1] : tensor<32x1xi64> into tensor<32x2xi64>
    %inserted_slice_82 = tensor.insert_slice %235#1 into %inserted_slice[0, 1] [32, 1] [1, 1] : tensor<32x1xi64> into tensor<32x2xi64>
    %238 = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(false) ins(%235#2, %inserted_slice_82 : tensor<32xf32>, tensor<32x2xi64>) outs(%cst : tensor<32x128xf32>) {
    ^bb0(%arg30: f32, %arg31: f32):
      tm_tensor.yield %arg30 : f32
    } -> tensor<32x128xf32>
    %239 = linalg.generic {indexing_maps = [#map5, #map21, #map21, #map5], iterator_types = ["parallel", "parallel"]} ins(%230, %228, %cst_7 : tensor<32x1xi1>, tensor<f32>, tensor<f32>) outs(%209 : tensor<32x1xf32>) {
    ^bb0(%in: i1, %in_171: f32, %in_172: f32, %out: f32):
      %479 = arith.select %in, %in_171, %in_172 : f32
      linalg.yield %479 : f32
    } -> tensor<32x1xf32>
    %240 = linalg.generic {indexing_maps = [#map5, #map18, #map5], iterator_types = ["parallel", "parallel"]} ins(%238, %239 : tensor<32x128xf32>, tensor<32x1xf32>) outs(%104 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.mulf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<32x128xf32>
    %241 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%213 : tensor<32x128xf32>) outs(%104 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = math.exp %in : f32
      linalg.yield %479 : f32
    } -> tensor<32x128xf32>
    %242 = linalg.generic {indexing_maps = [#map5, #map18], iterator_types = ["parallel", "reduction"]} ins(%240 : tensor<32x128xf32>) outs(%210 : tensor<32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.addf %in, %out : f32
      linalg.yield %479 : f32
    } -> tensor<32x1xf32>
    %243 = linalg.generic {indexing_maps = [#map5, #map18, #map5], iterator_types = ["parallel", "parallel"]} ins(%241, %242 : tensor<32x128xf32>, tensor<32x1xf32>) outs(%104 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.mulf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<32x128xf32>
    %244 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%240, %243 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%104 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.subf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<32x128xf32>
    %245 = tensor.empty() : tensor<128x32xf32>
    %transposed_83 = linalg.transpose ins(%244 : tensor<32x128xf32>) outs(%245 : tensor<128x32xf32>) permutation = [1, 0] 
    %246 = linalg.fill ins(%cst_16 : f32) outs(%245 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %247 = linalg.matmul ins(%transposed_83, %collapsed_76 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%246 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %248 = linalg.matmul ins(%244, %arg0 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%83 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_84 = tensor.expand_shape %248 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %249 = linalg.generic {indexing_maps = [#map1, #map14, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_84, %arg26 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.mulf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %250 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%249 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.mulf %in, %cst_11 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %251 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%249 : tensor<4x8x32xf32>) outs(%45 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.addf %in, %out : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x1xf32>
    %252 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%249, %198 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.mulf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %253 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%252 : tensor<4x8x32xf32>) outs(%45 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.addf %in, %out : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x1xf32>
    %254 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198, %253 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.mulf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %255 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%250, %251 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.subf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %256 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%255, %254 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.subf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %257 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%196 : tensor<4x8x1xf32>) outs(%43 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.divf %in, %cst_11 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x1xf32>
    %258 = linalg.generic {indexing_maps = [#map13, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%257, %256 : tensor<4x8x1xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.mulf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %259 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_84, %198 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.mulf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %260 = linalg.generic {indexing_maps = [#map1, #map14], iterator_types = ["reduction", "reduction", "parallel"]} ins(%259 : tensor<4x8x32xf32>) outs(%234 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.addf %in, %out : f32
      linalg.yield %479 : f32
    } -> tensor<32xf32>
    %261 = linalg.generic {indexing_maps = [#map1, #map14], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_84 : tensor<4x8x32xf32>) outs(%234 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.addf %in, %out : f32
      linalg.yield %479 : f32
    } -> tensor<32xf32>
    %collapsed_85 = tensor.collapse_shape %258 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %transposed_86 = linalg.transpose ins(%arg24 : tensor<128x32xf32>) outs(%104 : tensor<32x128xf32>) permutation = [1, 0] 
    %262 = linalg.matmul ins(%collapsed_85, %transposed_86 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%105 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %transposed_87 = linalg.transpose ins(%collapsed_73 : tensor<32x128xf32>) outs(%245 : tensor<128x32xf32>) permutation = [1, 0] 
    %263 = linalg.matmul ins(%transposed_87, %collapsed_85 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%246 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %264 = tensor.empty() : tensor<1x32xf32>
    %265 = linalg.fill ins(%cst_16 : f32) outs(%264 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %266 = linalg.generic {indexing_maps = [#map5, #map23], iterator_types = ["reduction", "parallel"]} ins(%collapsed_85 : tensor<32x32xf32>) outs(%265 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.addf %in, %out : f32
      linalg.yield %479 : f32
    } -> tensor<1x32xf32>
    %collapsed_88 = tensor.collapse_shape %266 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_89 = tensor.expand_shape %262 [[0, 1], [2]] output_shape [4, 8, 128] : tensor<32x128xf32> into tensor<4x8x128xf32>
    %267 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_89, %173 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%109 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.mulf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x128xf32>
    %268 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_89, %179 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%109 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.mulf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x128xf32>
    %269 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178, %178 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%109 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.mulf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x128xf32>
    %270 = linalg.generic {indexing_maps = [#map24, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_20, %269 : tensor<i64>, tensor<4x8x128xf32>) outs(%109 : tensor<4x8x128xf32>) {
    ^bb0(%in: i64, %in_171: f32, %out: f32):
      %479 = arith.sitofp %in : i64 to f32
      %480 = arith.subf %479, %in_171 : f32
      linalg.yield %480 : f32
    } -> tensor<4x8x128xf32>
    %271 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%267, %270 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%109 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.mulf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x128xf32>
    %272 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%271 : tensor<4x8x128xf32>) outs(%109 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.truncf %cst_4 : f64 to f32
      %480 = arith.mulf %in, %479 : f32
      linalg.yield %480 : f32
    } -> tensor<4x8x128xf32>
    %273 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%272 : tensor<4x8x128xf32>) outs(%109 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.truncf %cst_3 : f64 to f32
      %480 = arith.mulf %in, %479 : f32
      linalg.yield %480 : f32
    } -> tensor<4x8x128xf32>
    %274 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_72 : tensor<4x8x128xf32>) outs(%109 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %479 : f32
    } -> tensor<4x8x128xf32>
    %275 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%274 : tensor<4x8x128xf32>) outs(%109 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.mulf %in, %cst_15 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x128xf32>
    %276 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%273, %275 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%109 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.mulf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x128xf32>
    %277 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%272, %276 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%109 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.addf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x128xf32>
    %278 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%268 : tensor<4x8x128xf32>) outs(%109 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.mulf %in, %cst_13 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x128xf32>
    %279 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%277, %278 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%109 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.addf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x128xf32>
    %collapsed_90 = tensor.collapse_shape %279 [[0, 1], [2]] : tensor<4x8x128xf32> into tensor<32x128xf32>
    %transposed_91 = linalg.transpose ins(%arg22 : tensor<32x128xf32>) outs(%245 : tensor<128x32xf32>) permutation = [1, 0] 
    %280 = linalg.matmul ins(%collapsed_90, %transposed_91 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%83 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %transposed_92 = linalg.transpose ins(%collapsed_71 : tensor<32x32xf32>) outs(%82 : tensor<32x32xf32>) permutation = [1, 0] 
    %281 = linalg.matmul ins(%transposed_92, %collapsed_90 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%105 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %282 = tensor.empty() : tensor<1x128xf32>
    %283 = linalg.fill ins(%cst_16 : f32) outs(%282 : tensor<1x128xf32>) -> tensor<1x128xf32>
    %284 = linalg.generic {indexing_maps = [#map5, #map23], iterator_types = ["reduction", "parallel"]} ins(%collapsed_90 : tensor<32x128xf32>) outs(%283 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.addf %in, %out : f32
      linalg.yield %479 : f32
    } -> tensor<1x128xf32>
    %collapsed_93 = tensor.collapse_shape %284 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32>
    %expanded_94 = tensor.expand_shape %280 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %285 = linalg.generic {indexing_maps = [#map1, #map14, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_94, %arg20 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.mulf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %286 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%285 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.mulf %in, %cst_11 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %287 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%285 : tensor<4x8x32xf32>) outs(%45 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.addf %in, %out : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x1xf32>
    %288 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%285, %167 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.mulf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %289 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%288 : tensor<4x8x32xf32>) outs(%45 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.addf %in, %out : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x1xf32>
    %290 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167, %289 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.mulf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %291 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%286, %287 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.subf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %292 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%291, %290 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.subf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %293 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165 : tensor<4x8x1xf32>) outs(%43 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.divf %in, %cst_11 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x1xf32>
    %294 = linalg.generic {indexing_maps = [#map13, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%293, %292 : tensor<4x8x1xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.mulf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %295 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_94, %167 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.mulf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %296 = linalg.generic {indexing_maps = [#map1, #map14], iterator_types = ["reduction", "reduction", "parallel"]} ins(%295 : tensor<4x8x32xf32>) outs(%234 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.addf %in, %out : f32
      linalg.yield %479 : f32
    } -> tensor<32xf32>
    %297 = linalg.generic {indexing_maps = [#map1, #map14], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_94 : tensor<4x8x32xf32>) outs(%234 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.addf %in, %out : f32
      linalg.yield %479 : f32
    } -> tensor<32xf32>
    %298 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%258, %294 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.addf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_95 = tensor.collapse_shape %298 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %transposed_96 = linalg.transpose ins(%arg18 : tensor<32x32xf32>) outs(%82 : tensor<32x32xf32>) permutation = [1, 0] 
    %299 = linalg.matmul ins(%collapsed_95, %transposed_96 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%83 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %transposed_97 = linalg.transpose ins(%collapsed_69 : tensor<32x32xf32>) outs(%82 : tensor<32x32xf32>) permutation = [1, 0] 
    %300 = linalg.matmul ins(%transposed_97, %collapsed_95 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%83 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %301 = linalg.generic {indexing_maps = [#map5, #map23], iterator_types = ["reduction", "parallel"]} ins(%collapsed_95 : tensor<32x32xf32>) outs(%265 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.addf %in, %out : f32
      linalg.yield %479 : f32
    } -> tensor<1x32xf32>
    %collapsed_98 = tensor.collapse_shape %301 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_99 = tensor.expand_shape %299 [[0, 1], [2, 3]] output_shape [4, 8, 2, 16] : tensor<32x32xf32> into tensor<4x8x2x16xf32>
    %transposed_100 = linalg.transpose ins(%expanded_99 : tensor<4x8x2x16xf32>) outs(%59 : tensor<4x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_101 = tensor.collapse_shape %transposed_100 [[0, 1], [2], [3]] : tensor<4x2x8x16xf32> into tensor<8x8x16xf32>
    %transposed_102 = linalg.transpose ins(%collapsed_65 : tensor<8x8x8xf32>) outs(%61 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %302 = linalg.batch_matmul ins(%transposed_102, %collapsed_101 : tensor<8x8x8xf32>, tensor<8x8x16xf32>) outs(%79 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %303 = tensor.empty() : tensor<8x16x8xf32>
    %transposed_103 = linalg.transpose ins(%collapsed_66 : tensor<8x8x16xf32>) outs(%303 : tensor<8x16x8xf32>) permutation = [0, 2, 1] 
    %304 = linalg.batch_matmul ins(%collapsed_101, %transposed_103 : tensor<8x8x16xf32>, tensor<8x16x8xf32>) outs(%62 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_104 = tensor.expand_shape %302 [[0, 1], [2], [3]] output_shape [4, 2, 8, 16] : tensor<8x8x16xf32> into tensor<4x2x8x16xf32>
    %expanded_105 = tensor.expand_shape %304 [[0, 1], [2], [3]] output_shape [4, 2, 8, 8] : tensor<8x8x8xf32> into tensor<4x2x8x8xf32>
    %305 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_105, %148 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%64 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.mulf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x2x8x8xf32>
    %306 = linalg.generic {indexing_maps = [#map8, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%305 : tensor<4x2x8x8xf32>) outs(%75 : tensor<4x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.addf %in, %out : f32
      linalg.yield %479 : f32
    } -> tensor<4x2x8x1xf32>
    %307 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%148, %306 : tensor<4x2x8x8xf32>, tensor<4x2x8x1xf32>) outs(%64 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.mulf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x2x8x8xf32>
    %308 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%305, %307 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%64 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.subf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x2x8x8xf32>
    %309 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%308 : tensor<4x2x8x8xf32>) outs(%64 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.mulf %in, %cst_12 : f32
      linalg.yield %479 : f32
    } -> tensor<4x2x8x8xf32>
    %collapsed_106 = tensor.collapse_shape %309 [[0, 1], [2], [3]] : tensor<4x2x8x8xf32> into tensor<8x8x8xf32>
    %transposed_107 = linalg.transpose ins(%collapsed_61 : tensor<8x8x16xf32>) outs(%303 : tensor<8x16x8xf32>) permutation = [0, 2, 1] 
    %310 = linalg.fill ins(%cst_16 : f32) outs(%303 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %311 = linalg.batch_matmul ins(%transposed_107, %collapsed_106 : tensor<8x16x8xf32>, tensor<8x8x8xf32>) outs(%310 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %transposed_108 = linalg.transpose ins(%collapsed_62 : tensor<8x16x8xf32>) outs(%78 : tensor<8x8x16xf32>) permutation = [0, 2, 1] 
    %312 = linalg.batch_matmul ins(%collapsed_106, %transposed_108 : tensor<8x8x8xf32>, tensor<8x8x16xf32>) outs(%79 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %expanded_109 = tensor.expand_shape %311 [[0, 1], [2], [3]] output_shape [4, 2, 16, 8] : tensor<8x16x8xf32> into tensor<4x2x16x8xf32>
    %expanded_110 = tensor.expand_shape %312 [[0, 1], [2], [3]] output_shape [4, 2, 8, 16] : tensor<8x8x16xf32> into tensor<4x2x8x16xf32>
    %transposed_111 = linalg.transpose ins(%expanded_110 : tensor<4x2x8x16xf32>) outs(%81 : tensor<4x8x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_112 = tensor.collapse_shape %transposed_111 [[0], [1], [2, 3]] : tensor<4x8x2x16xf32> into tensor<4x8x32xf32>
    %transposed_113 = linalg.transpose ins(%expanded_104 : tensor<4x2x8x16xf32>) outs(%81 : tensor<4x8x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_114 = tensor.collapse_shape %transposed_113 [[0], [1], [2, 3]] : tensor<4x8x2x16xf32> into tensor<4x8x32xf32>
    %transposed_115 = linalg.transpose ins(%expanded_109 : tensor<4x2x16x8xf32>) outs(%81 : tensor<4x8x2x16xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_116 = tensor.collapse_shape %transposed_115 [[0], [1], [2, 3]] : tensor<4x8x2x16xf32> into tensor<4x8x32xf32>
    %concat_117 = tensor.concat dim(2) %collapsed_112, %collapsed_116, %collapsed_114 : (tensor<4x8x32xf32>, tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x96xf32>
    %collapsed_118 = tensor.collapse_shape %concat_117 [[0, 1], [2]] : tensor<4x8x96xf32> into tensor<32x96xf32>
    %313 = tensor.empty() : tensor<96x32xf32>
    %transposed_119 = linalg.transpose ins(%arg16 : tensor<32x96xf32>) outs(%313 : tensor<96x32xf32>) permutation = [1, 0] 
    %314 = linalg.matmul ins(%collapsed_118, %transposed_119 : tensor<32x96xf32>, tensor<96x32xf32>) outs(%83 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %transposed_120 = linalg.transpose ins(%collapsed_50 : tensor<32x32xf32>) outs(%82 : tensor<32x32xf32>) permutation = [1, 0] 
    %315 = linalg.matmul ins(%transposed_120, %collapsed_118 : tensor<32x32xf32>, tensor<32x96xf32>) outs(%55 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %316 = tensor.empty() : tensor<1x96xf32>
    %317 = linalg.fill ins(%cst_16 : f32) outs(%316 : tensor<1x96xf32>) -> tensor<1x96xf32>
    %318 = linalg.generic {indexing_maps = [#map5, #map23], iterator_types = ["reduction", "parallel"]} ins(%collapsed_118 : tensor<32x96xf32>) outs(%317 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.addf %in, %out : f32
      linalg.yield %479 : f32
    } -> tensor<1x96xf32>
    %collapsed_121 = tensor.collapse_shape %318 [[0, 1]] : tensor<1x96xf32> into tensor<96xf32>
    %expanded_122 = tensor.expand_shape %314 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %319 = linalg.generic {indexing_maps = [#map1, #map14, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_122, %arg14 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.mulf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %320 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%319 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.mulf %in, %cst_11 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %321 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%319 : tensor<4x8x32xf32>) outs(%45 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.addf %in, %out : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x1xf32>
    %322 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%319, %135 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.mulf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %323 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%322 : tensor<4x8x32xf32>) outs(%45 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.addf %in, %out : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x1xf32>
    %324 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135, %323 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.mulf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %325 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%320, %321 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.subf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %326 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%325, %324 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.subf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %327 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133 : tensor<4x8x1xf32>) outs(%43 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.divf %in, %cst_11 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x1xf32>
    %328 = linalg.generic {indexing_maps = [#map13, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%327, %326 : tensor<4x8x1xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.mulf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %329 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_122, %135 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.mulf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %330 = linalg.generic {indexing_maps = [#map1, #map14], iterator_types = ["reduction", "reduction", "parallel"]} ins(%329 : tensor<4x8x32xf32>) outs(%234 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.addf %in, %out : f32
      linalg.yield %479 : f32
    } -> tensor<32xf32>
    %331 = linalg.generic {indexing_maps = [#map1, #map14], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_122 : tensor<4x8x32xf32>) outs(%234 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.addf %in, %out : f32
      linalg.yield %479 : f32
    } -> tensor<32xf32>
    %332 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%298, %328 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.addf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_123 = tensor.collapse_shape %332 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %transposed_124 = linalg.transpose ins(%arg12 : tensor<128x32xf32>) outs(%104 : tensor<32x128xf32>) permutation = [1, 0] 
    %333 = linalg.matmul ins(%collapsed_123, %transposed_124 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%105 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %transposed_125 = linalg.transpose ins(%collapsed_48 : tensor<32x128xf32>) outs(%245 : tensor<128x32xf32>) permutation = [1, 0] 
    %334 = linalg.matmul ins(%transposed_125, %collapsed_123 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%246 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %335 = linalg.generic {indexing_maps = [#map5, #map23], iterator_types = ["reduction", "parallel"]} ins(%collapsed_123 : tensor<32x32xf32>) outs(%265 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.addf %in, %out : f32
      linalg.yield %479 : f32
    } -> tensor<1x32xf32>
    %collapsed_126 = tensor.collapse_shape %335 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_127 = tensor.expand_shape %333 [[0, 1], [2]] output_shape [4, 8, 128] : tensor<32x128xf32> into tensor<4x8x128xf32>
    %336 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_127, %110 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%109 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.mulf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x128xf32>
    %337 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_127, %116 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%109 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.mulf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x128xf32>
    %338 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115, %115 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%109 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.mulf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x128xf32>
    %339 = linalg.generic {indexing_maps = [#map24, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_20, %338 : tensor<i64>, tensor<4x8x128xf32>) outs(%109 : tensor<4x8x128xf32>) {
    ^bb0(%in: i64, %in_171: f32, %out: f32):
      %479 = arith.sitofp %in : i64 to f32
      %480 = arith.subf %479, %in_171 : f32
      linalg.yield %480 : f32
    } -> tensor<4x8x128xf32>
    %340 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%336, %339 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%109 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.mulf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x128xf32>
    %341 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%340 : tensor<4x8x128xf32>) outs(%109 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.truncf %cst_4 : f64 to f32
      %480 = arith.mulf %in, %479 : f32
      linalg.yield %480 : f32
    } -> tensor<4x8x128xf32>
    %342 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%341 : tensor<4x8x128xf32>) outs(%109 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.truncf %cst_3 : f64 to f32
      %480 = arith.mulf %in, %479 : f32
      linalg.yield %480 : f32
    } -> tensor<4x8x128xf32>
    %343 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_47 : tensor<4x8x128xf32>) outs(%109 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %479 : f32
    } -> tensor<4x8x128xf32>
    %344 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%343 : tensor<4x8x128xf32>) outs(%109 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.mulf %in, %cst_15 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x128xf32>
    %345 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%342, %344 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%109 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.mulf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x128xf32>
    %346 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%341, %345 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%109 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.addf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x128xf32>
    %347 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%337 : tensor<4x8x128xf32>) outs(%109 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.mulf %in, %cst_13 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x128xf32>
    %348 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%346, %347 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%109 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.addf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x128xf32>
    %collapsed_128 = tensor.collapse_shape %348 [[0, 1], [2]] : tensor<4x8x128xf32> into tensor<32x128xf32>
    %transposed_129 = linalg.transpose ins(%arg10 : tensor<32x128xf32>) outs(%245 : tensor<128x32xf32>) permutation = [1, 0] 
    %349 = linalg.matmul ins(%collapsed_128, %transposed_129 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%83 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %transposed_130 = linalg.transpose ins(%collapsed_46 : tensor<32x32xf32>) outs(%82 : tensor<32x32xf32>) permutation = [1, 0] 
    %350 = linalg.matmul ins(%transposed_130, %collapsed_128 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%105 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %351 = linalg.generic {indexing_maps = [#map5, #map23], iterator_types = ["reduction", "parallel"]} ins(%collapsed_128 : tensor<32x128xf32>) outs(%283 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.addf %in, %out : f32
      linalg.yield %479 : f32
    } -> tensor<1x128xf32>
    %collapsed_131 = tensor.collapse_shape %351 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32>
    %expanded_132 = tensor.expand_shape %349 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %352 = linalg.generic {indexing_maps = [#map1, #map14, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_132, %arg8 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.mulf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %353 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%352 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.mulf %in, %cst_11 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %354 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%352 : tensor<4x8x32xf32>) outs(%45 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.addf %in, %out : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x1xf32>
    %355 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%352, %101 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.mulf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %356 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%355 : tensor<4x8x32xf32>) outs(%45 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.addf %in, %out : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x1xf32>
    %357 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101, %356 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.mulf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %358 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%353, %354 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.subf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %359 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%358, %357 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.subf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %360 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<4x8x1xf32>) outs(%43 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.divf %in, %cst_11 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x1xf32>
    %361 = linalg.generic {indexing_maps = [#map13, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%360, %359 : tensor<4x8x1xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.mulf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %362 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_132, %101 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.mulf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %363 = linalg.generic {indexing_maps = [#map1, #map14], iterator_types = ["reduction", "reduction", "parallel"]} ins(%362 : tensor<4x8x32xf32>) outs(%234 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.addf %in, %out : f32
      linalg.yield %479 : f32
    } -> tensor<32xf32>
    %364 = linalg.generic {indexing_maps = [#map1, #map14], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_132 : tensor<4x8x32xf32>) outs(%234 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.addf %in, %out : f32
      linalg.yield %479 : f32
    } -> tensor<32xf32>
    %365 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%332, %361 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.addf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_133 = tensor.collapse_shape %365 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %transposed_134 = linalg.transpose ins(%arg6 : tensor<32x32xf32>) outs(%82 : tensor<32x32xf32>) permutation = [1, 0] 
    %366 = linalg.matmul ins(%collapsed_133, %transposed_134 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%83 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %transposed_135 = linalg.transpose ins(%collapsed_44 : tensor<32x32xf32>) outs(%82 : tensor<32x32xf32>) permutation = [1, 0] 
    %367 = linalg.matmul ins(%transposed_135, %collapsed_133 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%83 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %368 = linalg.generic {indexing_maps = [#map5, #map23], iterator_types = ["reduction", "parallel"]} ins(%collapsed_133 : tensor<32x32xf32>) outs(%265 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.addf %in, %out : f32
      linalg.yield %479 : f32
    } -> tensor<1x32xf32>
    %collapsed_136 = tensor.collapse_shape %368 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_137 = tensor.expand_shape %366 [[0, 1], [2, 3]] output_shape [4, 8, 2, 16] : tensor<32x32xf32> into tensor<4x8x2x16xf32>
    %transposed_138 = linalg.transpose ins(%expanded_137 : tensor<4x8x2x16xf32>) outs(%59 : tensor<4x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_139 = tensor.collapse_shape %transposed_138 [[0, 1], [2], [3]] : tensor<4x2x8x16xf32> into tensor<8x8x16xf32>
    %transposed_140 = linalg.transpose ins(%collapsed_40 : tensor<8x8x8xf32>) outs(%61 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %369 = linalg.batch_matmul ins(%transposed_140, %collapsed_139 : tensor<8x8x8xf32>, tensor<8x8x16xf32>) outs(%79 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %transposed_141 = linalg.transpose ins(%collapsed_41 : tensor<8x8x16xf32>) outs(%303 : tensor<8x16x8xf32>) permutation = [0, 2, 1] 
    %370 = linalg.batch_matmul ins(%collapsed_139, %transposed_141 : tensor<8x8x16xf32>, tensor<8x16x8xf32>) outs(%62 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_142 = tensor.expand_shape %369 [[0, 1], [2], [3]] output_shape [4, 2, 8, 16] : tensor<8x8x16xf32> into tensor<4x2x8x16xf32>
    %expanded_143 = tensor.expand_shape %370 [[0, 1], [2], [3]] output_shape [4, 2, 8, 8] : tensor<8x8x8xf32> into tensor<4x2x8x8xf32>
    %371 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_143, %77 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%64 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.mulf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x2x8x8xf32>
    %372 = linalg.generic {indexing_maps = [#map8, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%371 : tensor<4x2x8x8xf32>) outs(%75 : tensor<4x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.addf %in, %out : f32
      linalg.yield %479 : f32
    } -> tensor<4x2x8x1xf32>
    %373 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%77, %372 : tensor<4x2x8x8xf32>, tensor<4x2x8x1xf32>) outs(%64 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.mulf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x2x8x8xf32>
    %374 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%371, %373 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%64 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.subf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x2x8x8xf32>
    %375 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%374 : tensor<4x2x8x8xf32>) outs(%64 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.mulf %in, %cst_12 : f32
      linalg.yield %479 : f32
    } -> tensor<4x2x8x8xf32>
    %collapsed_144 = tensor.collapse_shape %375 [[0, 1], [2], [3]] : tensor<4x2x8x8xf32> into tensor<8x8x8xf32>
    %transposed_145 = linalg.transpose ins(%collapsed_36 : tensor<8x8x16xf32>) outs(%303 : tensor<8x16x8xf32>) permutation = [0, 2, 1] 
    %376 = linalg.batch_matmul ins(%transposed_145, %collapsed_144 : tensor<8x16x8xf32>, tensor<8x8x8xf32>) outs(%310 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %transposed_146 = linalg.transpose ins(%collapsed_37 : tensor<8x16x8xf32>) outs(%78 : tensor<8x8x16xf32>) permutation = [0, 2, 1] 
    %377 = linalg.batch_matmul ins(%collapsed_144, %transposed_146 : tensor<8x8x8xf32>, tensor<8x8x16xf32>) outs(%79 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %expanded_147 = tensor.expand_shape %376 [[0, 1], [2], [3]] output_shape [4, 2, 16, 8] : tensor<8x16x8xf32> into tensor<4x2x16x8xf32>
    %expanded_148 = tensor.expand_shape %377 [[0, 1], [2], [3]] output_shape [4, 2, 8, 16] : tensor<8x8x16xf32> into tensor<4x2x8x16xf32>
    %transposed_149 = linalg.transpose ins(%expanded_148 : tensor<4x2x8x16xf32>) outs(%81 : tensor<4x8x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_150 = tensor.collapse_shape %transposed_149 [[0], [1], [2, 3]] : tensor<4x8x2x16xf32> into tensor<4x8x32xf32>
    %transposed_151 = linalg.transpose ins(%expanded_142 : tensor<4x2x8x16xf32>) outs(%81 : tensor<4x8x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_152 = tensor.collapse_shape %transposed_151 [[0], [1], [2, 3]] : tensor<4x8x2x16xf32> into tensor<4x8x32xf32>
    %transposed_153 = linalg.transpose ins(%expanded_147 : tensor<4x2x16x8xf32>) outs(%81 : tensor<4x8x2x16xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_154 = tensor.collapse_shape %transposed_153 [[0], [1], [2, 3]] : tensor<4x8x2x16xf32> into tensor<4x8x32xf32>
    %concat_155 = tensor.concat dim(2) %collapsed_150, %collapsed_154, %collapsed_152 : (tensor<4x8x32xf32>, tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x96xf32>
    %collapsed_156 = tensor.collapse_shape %concat_155 [[0, 1], [2]] : tensor<4x8x96xf32> into tensor<32x96xf32>
    %transposed_157 = linalg.transpose ins(%arg4 : tensor<32x96xf32>) outs(%313 : tensor<96x32xf32>) permutation = [1, 0] 
    %378 = linalg.matmul ins(%collapsed_156, %transposed_157 : tensor<32x96xf32>, tensor<96x32xf32>) outs(%83 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %transposed_158 = linalg.transpose ins(%collapsed : tensor<32x32xf32>) outs(%82 : tensor<32x32xf32>) permutation = [1, 0] 
    %379 = linalg.matmul ins(%transposed_158, %collapsed_156 : tensor<32x32xf32>, tensor<32x96xf32>) outs(%55 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %380 = linalg.generic {indexing_maps = [#map5, #map23], iterator_types = ["reduction", "parallel"]} ins(%collapsed_156 : tensor<32x96xf32>) outs(%317 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.addf %in, %out : f32
      linalg.yield %479 : f32
    } -> tensor<1x96xf32>
    %collapsed_159 = tensor.collapse_shape %380 [[0, 1]] : tensor<1x96xf32> into tensor<96xf32>
    %expanded_160 = tensor.expand_shape %378 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %381 = linalg.generic {indexing_maps = [#map1, #map14, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_160, %arg2 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.mulf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %382 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%381 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.mulf %in, %cst_11 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %383 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%381 : tensor<4x8x32xf32>) outs(%45 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.addf %in, %out : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x1xf32>
    %384 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%381, %51 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.mulf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %385 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%384 : tensor<4x8x32xf32>) outs(%45 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.addf %in, %out : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x1xf32>
    %386 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%51, %385 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.mulf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %387 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%382, %383 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.subf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %388 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%387, %386 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.subf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %389 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%49 : tensor<4x8x1xf32>) outs(%43 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.divf %in, %cst_11 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x1xf32>
    %390 = linalg.generic {indexing_maps = [#map13, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%389, %388 : tensor<4x8x1xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.mulf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %391 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_160, %51 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.mulf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %392 = linalg.generic {indexing_maps = [#map1, #map14], iterator_types = ["reduction", "reduction", "parallel"]} ins(%391 : tensor<4x8x32xf32>) outs(%234 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.addf %in, %out : f32
      linalg.yield %479 : f32
    } -> tensor<32xf32>
    %393 = linalg.generic {indexing_maps = [#map1, #map14], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_160 : tensor<4x8x32xf32>) outs(%234 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.addf %in, %out : f32
      linalg.yield %479 : f32
    } -> tensor<32xf32>
    %394 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%365, %390 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.addf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %395 = linalg.fill ins(%cst_16 : f32) outs(%4 : tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %396 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["reduction", "parallel", "parallel"]} ins(%394 : tensor<4x8x32xf32>) outs(%395 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.addf %in, %out : f32
      linalg.yield %479 : f32
    } -> tensor<1x8x32xf32>
    %397 = tensor.empty() : tensor<1x8xi1>
    %398 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%expanded : tensor<1x8xi64>) outs(%397 : tensor<1x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %479 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %479 : i1
    } -> tensor<1x8xi1>
    %399 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%expanded : tensor<1x8xi64>) outs(%397 : tensor<1x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %479 = arith.cmpi slt, %in, %c16_i64 : i64
      linalg.yield %479 : i1
    } -> tensor<1x8xi1>
    %400 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%398, %399 : tensor<1x8xi1>, tensor<1x8xi1>) outs(%397 : tensor<1x8xi1>) {
    ^bb0(%in: i1, %in_171: i1, %out: i1):
      %479 = arith.andi %in, %in_171 : i1
      linalg.yield %479 : i1
    } -> tensor<1x8xi1>
    %401 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%expanded : tensor<1x8xi64>) outs(%397 : tensor<1x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %479 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %479 : i1
    } -> tensor<1x8xi1>
    %402 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%400, %401 : tensor<1x8xi1>, tensor<1x8xi1>) outs(%397 : tensor<1x8xi1>) {
    ^bb0(%in: i1, %in_171: i1, %out: i1):
      %479 = arith.andi %in, %in_171 : i1
      linalg.yield %479 : i1
    } -> tensor<1x8xi1>
    %expanded_161 = tensor.expand_shape %402 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xi1> into tensor<1x8x1xi1>
    %403 = tensor.empty() : tensor<1x8xi64>
    %404 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%expanded : tensor<1x8xi64>) outs(%403 : tensor<1x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %479 = arith.maxsi %in, %c-16_i64 : i64
      %480 = arith.minsi %479, %c15_i64 : i64
      linalg.yield %480 : i64
    } -> tensor<1x8xi64>
    %405 = tensor.empty() : tensor<1x8x1xi1>
    %406 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_161 : tensor<1x8x1xi1>) outs(%405 : tensor<1x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %479 = arith.xori %in, %true : i1
      linalg.yield %479 : i1
    } -> tensor<1x8x1xi1>
    %407 = linalg.generic {indexing_maps = [#map13, #map24, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%406, %cst_7, %396 : tensor<1x8x1xi1>, tensor<f32>, tensor<1x8x32xf32>) outs(%4 : tensor<1x8x32xf32>) {
    ^bb0(%in: i1, %in_171: f32, %in_172: f32, %out: f32):
      %479 = arith.select %in, %in_171, %in_172 : f32
      linalg.yield %479 : f32
    } -> tensor<1x8x32xf32>
    %collapsed_162 = tensor.collapse_shape %404 [[0, 1]] : tensor<1x8xi64> into tensor<8xi64>
    %expanded_163 = tensor.expand_shape %collapsed_162 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %collapsed_164 = tensor.collapse_shape %407 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %expanded_165 = tensor.expand_shape %collapsed_164 [[0], [1, 2]] output_shape [8, 1, 32] : tensor<8x32xf32> into tensor<8x1x32xf32>
    %408 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%expanded_165, %expanded_163 : tensor<8x1x32xf32>, tensor<8x1xi64>) outs(%cst_17 : tensor<16x32xf32>) {
    ^bb0(%arg30: f32, %arg31: f32):
      %479 = arith.addf %arg31, %arg30 : f32
      tm_tensor.yield %479 : f32
    } -> tensor<16x32xf32>
    %409 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg28 : tensor<4x8xi64>) outs(%12 : tensor<4x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %479 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %479 : i1
    } -> tensor<4x8xi1>
    %410 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg28 : tensor<4x8xi64>) outs(%12 : tensor<4x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %479 = arith.cmpi slt, %in, %c128_i64 : i64
      linalg.yield %479 : i1
    } -> tensor<4x8xi1>
    %411 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%409, %410 : tensor<4x8xi1>, tensor<4x8xi1>) outs(%12 : tensor<4x8xi1>) {
    ^bb0(%in: i1, %in_171: i1, %out: i1):
      %479 = arith.andi %in, %in_171 : i1
      linalg.yield %479 : i1
    } -> tensor<4x8xi1>
    %412 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg28 : tensor<4x8xi64>) outs(%12 : tensor<4x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %479 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %479 : i1
    } -> tensor<4x8xi1>
    %413 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%411, %412 : tensor<4x8xi1>, tensor<4x8xi1>) outs(%12 : tensor<4x8xi1>) {
    ^bb0(%in: i1, %in_171: i1, %out: i1):
      %479 = arith.andi %in, %in_171 : i1
      linalg.yield %479 : i1
    } -> tensor<4x8xi1>
    %expanded_166 = tensor.expand_shape %413 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xi1> into tensor<4x8x1xi1>
    %414 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg28 : tensor<4x8xi64>) outs(%7 : tensor<4x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %479 = arith.maxsi %in, %c-128_i64 : i64
      %480 = arith.minsi %479, %c127_i64 : i64
      linalg.yield %480 : i64
    } -> tensor<4x8xi64>
    %415 = tensor.empty() : tensor<4x8x1xi1>
    %416 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_166 : tensor<4x8x1xi1>) outs(%415 : tensor<4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %479 = arith.xori %in, %true : i1
      linalg.yield %479 : i1
    } -> tensor<4x8x1xi1>
    %417 = linalg.generic {indexing_maps = [#map13, #map24, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%416, %cst_7, %394 : tensor<4x8x1xi1>, tensor<f32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: i1, %in_171: f32, %in_172: f32, %out: f32):
      %479 = arith.select %in, %in_171, %in_172 : f32
      linalg.yield %479 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_167 = tensor.collapse_shape %414 [[0, 1]] : tensor<4x8xi64> into tensor<32xi64>
    %expanded_168 = tensor.expand_shape %collapsed_167 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %collapsed_169 = tensor.collapse_shape %417 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %expanded_170 = tensor.expand_shape %collapsed_169 [[0], [1, 2]] output_shape [32, 1, 32] : tensor<32x32xf32> into tensor<32x1x32xf32>
    %418 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%expanded_170, %expanded_168 : tensor<32x1x32xf32>, tensor<32x1xi64>) outs(%cst_18 : tensor<128x32xf32>) {
    ^bb0(%arg30: f32, %arg31: f32):
      %479 = arith.addf %arg31, %arg30 : f32
      tm_tensor.yield %479 : f32
    } -> tensor<128x32xf32>
    %419 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%247, %418 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%245 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.addf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<128x32xf32>
    %420 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%419 : tensor<128x32xf32>) outs(%245 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.truncf %cst_5 : f64 to f32
      %480 = arith.mulf %in, %479 : f32
      linalg.yield %480 : f32
    } -> tensor<128x32xf32>
    %421 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg0, %420 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%245 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.subf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<128x32xf32>
    %422 = tensor.empty() : tensor<16x32xf32>
    %423 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%408 : tensor<16x32xf32>) outs(%422 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.truncf %cst_5 : f64 to f32
      %480 = arith.mulf %in, %479 : f32
      linalg.yield %480 : f32
    } -> tensor<16x32xf32>
    %424 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg1, %423 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%422 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.subf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<16x32xf32>
    %425 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%392 : tensor<32xf32>) outs(%204 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.truncf %cst_5 : f64 to f32
      %480 = arith.mulf %in, %479 : f32
      linalg.yield %480 : f32
    } -> tensor<32xf32>
    %426 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg2, %425 : tensor<32xf32>, tensor<32xf32>) outs(%204 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.subf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<32xf32>
    %427 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%393 : tensor<32xf32>) outs(%204 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.truncf %cst_5 : f64 to f32
      %480 = arith.mulf %in, %479 : f32
      linalg.yield %480 : f32
    } -> tensor<32xf32>
    %428 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg3, %427 : tensor<32xf32>, tensor<32xf32>) outs(%204 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.subf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<32xf32>
    %429 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%379 : tensor<32x96xf32>) outs(%54 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.truncf %cst_5 : f64 to f32
      %480 = arith.mulf %in, %479 : f32
      linalg.yield %480 : f32
    } -> tensor<32x96xf32>
    %430 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg4, %429 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%54 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.subf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<32x96xf32>
    %431 = tensor.empty() : tensor<96xf32>
    %432 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_159 : tensor<96xf32>) outs(%431 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.truncf %cst_5 : f64 to f32
      %480 = arith.mulf %in, %479 : f32
      linalg.yield %480 : f32
    } -> tensor<96xf32>
    %433 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg5, %432 : tensor<96xf32>, tensor<96xf32>) outs(%431 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.subf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<96xf32>
    %434 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%367 : tensor<32x32xf32>) outs(%82 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.truncf %cst_5 : f64 to f32
      %480 = arith.mulf %in, %479 : f32
      linalg.yield %480 : f32
    } -> tensor<32x32xf32>
    %435 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg6, %434 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%82 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.subf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<32x32xf32>
    %436 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_136 : tensor<32xf32>) outs(%204 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.truncf %cst_5 : f64 to f32
      %480 = arith.mulf %in, %479 : f32
      linalg.yield %480 : f32
    } -> tensor<32xf32>
    %437 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg7, %436 : tensor<32xf32>, tensor<32xf32>) outs(%204 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.subf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<32xf32>
    %438 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%363 : tensor<32xf32>) outs(%204 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.truncf %cst_5 : f64 to f32
      %480 = arith.mulf %in, %479 : f32
      linalg.yield %480 : f32
    } -> tensor<32xf32>
    %439 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg8, %438 : tensor<32xf32>, tensor<32xf32>) outs(%204 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.subf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<32xf32>
    %440 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%364 : tensor<32xf32>) outs(%204 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.truncf %cst_5 : f64 to f32
      %480 = arith.mulf %in, %479 : f32
      linalg.yield %480 : f32
    } -> tensor<32xf32>
    %441 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg9, %440 : tensor<32xf32>, tensor<32xf32>) outs(%204 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.subf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<32xf32>
    %442 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%350 : tensor<32x128xf32>) outs(%104 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.truncf %cst_5 : f64 to f32
      %480 = arith.mulf %in, %479 : f32
      linalg.yield %480 : f32
    } -> tensor<32x128xf32>
    %443 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg10, %442 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%104 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.subf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<32x128xf32>
    %444 = tensor.empty() : tensor<128xf32>
    %445 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_131 : tensor<128xf32>) outs(%444 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.truncf %cst_5 : f64 to f32
      %480 = arith.mulf %in, %479 : f32
      linalg.yield %480 : f32
    } -> tensor<128xf32>
    %446 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg11, %445 : tensor<128xf32>, tensor<128xf32>) outs(%444 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.subf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<128xf32>
    %447 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%334 : tensor<128x32xf32>) outs(%245 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.truncf %cst_5 : f64 to f32
      %480 = arith.mulf %in, %479 : f32
      linalg.yield %480 : f32
    } -> tensor<128x32xf32>
    %448 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg12, %447 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%245 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.subf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<128x32xf32>
    %449 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_126 : tensor<32xf32>) outs(%204 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.truncf %cst_5 : f64 to f32
      %480 = arith.mulf %in, %479 : f32
      linalg.yield %480 : f32
    } -> tensor<32xf32>
    %450 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg13, %449 : tensor<32xf32>, tensor<32xf32>) outs(%204 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.subf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<32xf32>
    %451 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%330 : tensor<32xf32>) outs(%204 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.truncf %cst_5 : f64 to f32
      %480 = arith.mulf %in, %479 : f32
      linalg.yield %480 : f32
    } -> tensor<32xf32>
    %452 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg14, %451 : tensor<32xf32>, tensor<32xf32>) outs(%204 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.subf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<32xf32>
    %453 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%331 : tensor<32xf32>) outs(%204 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.truncf %cst_5 : f64 to f32
      %480 = arith.mulf %in, %479 : f32
      linalg.yield %480 : f32
    } -> tensor<32xf32>
    %454 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg15, %453 : tensor<32xf32>, tensor<32xf32>) outs(%204 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.subf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<32xf32>
    %455 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%315 : tensor<32x96xf32>) outs(%54 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.truncf %cst_5 : f64 to f32
      %480 = arith.mulf %in, %479 : f32
      linalg.yield %480 : f32
    } -> tensor<32x96xf32>
    %456 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg16, %455 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%54 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.subf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<32x96xf32>
    %457 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_121 : tensor<96xf32>) outs(%431 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.truncf %cst_5 : f64 to f32
      %480 = arith.mulf %in, %479 : f32
      linalg.yield %480 : f32
    } -> tensor<96xf32>
    %458 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg17, %457 : tensor<96xf32>, tensor<96xf32>) outs(%431 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.subf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<96xf32>
    %459 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%300 : tensor<32x32xf32>) outs(%82 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.truncf %cst_5 : f64 to f32
      %480 = arith.mulf %in, %479 : f32
      linalg.yield %480 : f32
    } -> tensor<32x32xf32>
    %460 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg18, %459 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%82 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.subf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<32x32xf32>
    %461 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_98 : tensor<32xf32>) outs(%204 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.truncf %cst_5 : f64 to f32
      %480 = arith.mulf %in, %479 : f32
      linalg.yield %480 : f32
    } -> tensor<32xf32>
    %462 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg19, %461 : tensor<32xf32>, tensor<32xf32>) outs(%204 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.subf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<32xf32>
    %463 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%296 : tensor<32xf32>) outs(%204 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.truncf %cst_5 : f64 to f32
      %480 = arith.mulf %in, %479 : f32
      linalg.yield %480 : f32
    } -> tensor<32xf32>
    %464 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg20, %463 : tensor<32xf32>, tensor<32xf32>) outs(%204 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.subf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<32xf32>
    %465 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%297 : tensor<32xf32>) outs(%204 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.truncf %cst_5 : f64 to f32
      %480 = arith.mulf %in, %479 : f32
      linalg.yield %480 : f32
    } -> tensor<32xf32>
    %466 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg21, %465 : tensor<32xf32>, tensor<32xf32>) outs(%204 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.subf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<32xf32>
    %467 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%281 : tensor<32x128xf32>) outs(%104 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.truncf %cst_5 : f64 to f32
      %480 = arith.mulf %in, %479 : f32
      linalg.yield %480 : f32
    } -> tensor<32x128xf32>
    %468 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg22, %467 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%104 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.subf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<32x128xf32>
    %469 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_93 : tensor<128xf32>) outs(%444 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.truncf %cst_5 : f64 to f32
      %480 = arith.mulf %in, %479 : f32
      linalg.yield %480 : f32
    } -> tensor<128xf32>
    %470 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg23, %469 : tensor<128xf32>, tensor<128xf32>) outs(%444 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.subf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<128xf32>
    %471 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%263 : tensor<128x32xf32>) outs(%245 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.truncf %cst_5 : f64 to f32
      %480 = arith.mulf %in, %479 : f32
      linalg.yield %480 : f32
    } -> tensor<128x32xf32>
    %472 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg24, %471 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%245 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.subf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<128x32xf32>
    %473 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_88 : tensor<32xf32>) outs(%204 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.truncf %cst_5 : f64 to f32
      %480 = arith.mulf %in, %479 : f32
      linalg.yield %480 : f32
    } -> tensor<32xf32>
    %474 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg25, %473 : tensor<32xf32>, tensor<32xf32>) outs(%204 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.subf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<32xf32>
    %475 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%260 : tensor<32xf32>) outs(%204 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.truncf %cst_5 : f64 to f32
      %480 = arith.mulf %in, %479 : f32
      linalg.yield %480 : f32
    } -> tensor<32xf32>
    %476 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg26, %475 : tensor<32xf32>, tensor<32xf32>) outs(%204 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.subf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<32xf32>
    %477 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%261 : tensor<32xf32>) outs(%204 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %479 = arith.truncf %cst_5 : f64 to f32
      %480 = arith.mulf %in, %479 : f32
      linalg.yield %480 : f32
    } -> tensor<32xf32>
    %478 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg27, %477 : tensor<32xf32>, tensor<32xf32>) outs(%204 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_171: f32, %out: f32):
      %479 = arith.subf %in, %in_171 : f32
      linalg.yield %479 : f32
    } -> tensor<32xf32>
    return %227, %421, %424, %426, %428, %430, %433, %435, %437, %439, %441, %443, %446, %448, %450, %452, %454, %456, %458, %460, %462, %464, %466, %468, %470, %472, %474, %476, %478 : tensor<f32>, tensor<128x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  }
}
