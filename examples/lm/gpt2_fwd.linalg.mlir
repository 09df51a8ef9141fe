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
module {
  func.func @main(%arg0: tensor<128x32xf32> {spmd.name = "transformer.wte.weight", spmd.role = "param"}, %arg1: tensor<16x32xf32> {spmd.name = "transformer.wpe.weight", spmd.role = "param"}, %arg2: tensor<32xf32> {spmd.name = "transformer.h.0.ln_1.weight", spmd.role = "param"}, %arg3: tensor<32xf32> {spmd.name = "transformer.h.0.ln_1.bias", spmd.role = "param"}, %arg4: tensor<32x96xf32> {spmd.name = "transformer.h.0.attn.c_attn.weight", spmd.role = "param"}, %arg5: tensor<96xf32> {spmd.name = "transformer.h.0.attn.c_attn.bias", spmd.role = "param"}, %arg6: tensor<32x32xf32> {spmd.name = "transformer.h.0.attn.c_proj.weight", spmd.role = "param"}, %arg7: tensor<32xf32> {spmd.name = "transformer.h.0.attn.c_proj.bias", spmd.role = "param"}, %arg8: tensor<32xf32> {spmd.name = "transformer.h.0.ln_2.weight", spmd.role = "param"}, %arg9: tensor<32xf32> {spmd.name = "transformer.h.0.ln_2.bias", spmd.role = "param"}, %arg10: tensor<32x128xf32> {spmd.name = "transformer.h.0.mlp.c_fc.weight", spmd.role = "param"}, %arg11: tensor<128xf32> {spmd.name = "transformer.h.0.mlp.c_fc.bias", spmd.role = "param"}, %arg12: tensor<128x32xf32> {spmd.name = "transformer.h.0.mlp.c_proj.weight", spmd.role = "param"}, %arg13: tensor<32xf32> {spmd.name = "transformer.h.0.mlp.c_proj.bias", spmd.role = "param"}, %arg14: tensor<32xf32> {spmd.name = "transformer.h.1.ln_1.weight", spmd.role = "param"}, %arg15: tensor<32xf32> {spmd.name = "transformer.h.1.ln_1.bias", spmd.role = "param"}, %arg16: tensor<32x96xf32> {spmd.name = "transformer.h.1.attn.c_attn.weight", spmd.role = "param"}, %arg17: tensor<96xf32> {spmd.name = "transformer.h.1.attn.c_attn.bias", spmd.role = "param"}, %arg18: tensor<32x32xf32> {spmd.name = "transformer.h.1.attn.c_proj.weight", spmd.role = "param"}, %arg19: tensor<32xf32> {spmd.name = "transformer.h.1.attn.c_proj.bias", spmd.role = "param"}, %arg20: tensor<32xf32> {spmd.name = "transformer.h.1.ln_2.weight", spmd.role = "param"}, %arg21: tensor<32xf32> {spmd.name = "transformer.h.1.ln_2.bias", spmd.role = "param"}, %arg22: tensor<32x128xf32> {spmd.name = "transformer.h.1.mlp.c_fc.weight", spmd.role = "param"}, %arg23: tensor<128xf32> {spmd.name = "transformer.h.1.mlp.c_fc.bias", spmd.role = "param"}, %arg24: tensor<128x32xf32> {spmd.name = "transformer.h.1.mlp.c_proj.weight", spmd.role = "param"}, %arg25: tensor<32xf32> {spmd.name = "transformer.h.1.mlp.c_proj.bias", spmd.role = "param"}, %arg26: tensor<32xf32> {spmd.name = "transformer.ln_f.weight", spmd.role = "param"}, %arg27: tensor<32xf32> {spmd.name = "transformer.ln_f.bias", spmd.role = "param"}, %arg28: tensor<4x8xi64> {spmd.name = "input_ids", spmd.role = "input"}) -> (tensor<4x8x128xf32> {spmd.name = "logits"}) {
    %c0_i64 = arith.constant 0 : i64
    %c3_i64 = arith.constant 3 : i64
    %c4_i64 = arith.constant 4 : i64
    %c1_i64 = arith.constant 1 : i64
    %c8_i64 = arith.constant 8 : i64
    %c128 = arith.constant 128 : index
    %c16 = arith.constant 16 : index
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = arith.constant dense<true> : tensor<i1>
    %cst_5 = arith.constant 0.79788456080286541 : f64
    %cst_6 = arith.constant 4.471500e-02 : f64
    %cst_7 = arith.constant 1.000000e-05 : f64
    %cst_8 = arith.constant 3.200000e+01 : f64
    %cst_9 = arith.constant 3.200000e+01 : f32
    %cst_10 = arith.constant 2.500000e-01 : f32
    %cst_11 = arith.constant 5.000000e-01 : f32
    %cst_12 = arith.constant 1.000000e+00 : f32
    %0 = tensor.empty() : tensor<4x8x32xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg28 : tensor<4x8xi64>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %202 = arith.index_cast %in : i64 to index
      %203 = linalg.index 2 : index
      %204 = arith.cmpi slt, %202, %c128 : index
      cf.assert %204, "index must be smaller than dim size"
      %205 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %205, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%202, %203] : tensor<128x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x8x32xf32>
    %2 = tensor.empty() : tensor<8xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %202 = linalg.index 0 : index
      %203 = arith.index_cast %202 : index to i64
      linalg.yield %203 : i64
    } -> tensor<8xi64>
    %expanded = tensor.expand_shape %3 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %4 = tensor.empty() : tensor<1x8x32xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8xi64>) outs(%4 : tensor<1x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %202 = arith.index_cast %in : i64 to index
      %203 = linalg.index 2 : index
      %204 = arith.cmpi slt, %202, %c16 : index
      cf.assert %204, "index must be smaller than dim size"
      %205 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %205, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%202, %203] : tensor<16x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x8x32xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<4x8x32xf32>, tensor<1x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %202 = arith.addf %in, %in_69 : f32
      linalg.yield %202 : f32
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
      %202 = arith.subi %in, %c1_i64 : i64
      linalg.yield %202 : i64
    } -> tensor<4x1xi64>
    %concat = tensor.concat dim(1) %10, %8 : (tensor<4x1xi64>, tensor<4x8xi64>) -> tensor<4x9xi64>
    %extracted_slice_13 = tensor.extract_slice %concat[0, 0] [4, 8] [1, 1] : tensor<4x9xi64> to tensor<4x8xi64>
    %extracted_slice_14 = tensor.extract_slice %concat[0, 1] [4, 8] [1, 1] : tensor<4x9xi64> to tensor<4x8xi64>
    %11 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_14, %extracted_slice_13 : tensor<4x8xi64>, tensor<4x8xi64>) outs(%7 : tensor<4x8xi64>) {
    ^bb0(%in: i64, %in_69: i64, %out: i64):
      %202 = arith.subi %in, %in_69 : i64
      linalg.yield %202 : i64
    } -> tensor<4x8xi64>
    %12 = tensor.empty() : tensor<4x8xi1>
    %13 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%11 : tensor<4x8xi64>) outs(%12 : tensor<4x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %202 = arith.cmpi ne, %in, %c1_i64 : i64
      linalg.yield %202 : i1
    } -> tensor<4x8xi1>
    %14 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%13 : tensor<4x8xi1>) outs(%7 : tensor<4x8xi64>) {
    ^bb0(%in: i1, %out: i64):
      %202 = arith.extui %in : i1 to i64
      linalg.yield %202 : i64
    } -> tensor<4x8xi64>
    %15 = linalg.fill ins(%c0_i64 : i64) outs(%7 : tensor<4x8xi64>) -> tensor<4x8xi64>
    %16 = tensor.empty() : tensor<4xi64>
    %17 = linalg.fill ins(%c0_i64 : i64) outs(%16 : tensor<4xi64>) -> tensor<4xi64>
    %18:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%14 : tensor<4x8xi64>) outs(%15, %17 : tensor<4x8xi64>, tensor<4xi64>) {
    ^bb0(%arg29: i64, %arg30: i64):
      %202 = arith.addi %arg29, %arg30 : i64
      tm_tensor.yield %202 : i64
    } -> tensor<4x8xi64>, tensor<4xi64>
    %19 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%16 : tensor<4xi64>) {
    ^bb0(%out: i64):
      %202 = linalg.index 0 : index
      %203 = arith.index_cast %202 : index to i64
      linalg.yield %203 : i64
    } -> tensor<4xi64>
    %expanded_15 = tensor.expand_shape %19 [[0, 1, 2, 3]] output_shape [4, 1, 1, 1] : tensor<4xi64> into tensor<4x1x1x1xi64>
    %expanded_16 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : tensor<8xi64> into tensor<1x1x8x1xi64>
    %expanded_17 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<8xi64> into tensor<1x1x1x8xi64>
    %20 = tensor.empty() : tensor<4x1x8x1xi64>
    %21 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_15, %expanded_16 : tensor<4x1x1x1xi64>, tensor<1x1x8x1xi64>) outs(%20 : tensor<4x1x8x1xi64>) {
    ^bb0(%in: i64, %in_69: i64, %out: i64):
      %202 = arith.cmpi slt, %in, %c0_i64 : i64
      %203 = arith.addi %in, %c4_i64 : i64
      %204 = arith.select %202, %203, %in : i64
      %205 = arith.index_cast %204 : i64 to index
      %206 = arith.cmpi slt, %in_69, %c0_i64 : i64
      %207 = arith.addi %in_69, %c8_i64 : i64
      %208 = arith.select %206, %207, %in_69 : i64
      %209 = arith.index_cast %208 : i64 to index
      %extracted = tensor.extract %18#0[%205, %209] : tensor<4x8xi64>
      linalg.yield %extracted : i64
    } -> tensor<4x1x8x1xi64>
    %22 = tensor.empty() : tensor<4x1x1x8xi64>
    %23 = linalg.generic {indexing_maps = [#map6, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_15, %expanded_17 : tensor<4x1x1x1xi64>, tensor<1x1x1x8xi64>) outs(%22 : tensor<4x1x1x8xi64>) {
    ^bb0(%in: i64, %in_69: i64, %out: i64):
      %202 = arith.cmpi slt, %in, %c0_i64 : i64
      %203 = arith.addi %in, %c4_i64 : i64
      %204 = arith.select %202, %203, %in : i64
      %205 = arith.index_cast %204 : i64 to index
      %206 = arith.cmpi slt, %in_69, %c0_i64 : i64
      %207 = arith.addi %in_69, %c8_i64 : i64
      %208 = arith.select %206, %207, %in_69 : i64
      %209 = arith.index_cast %208 : i64 to index
      %extracted = tensor.extract %18#0[%205, %209] : tensor<4x8xi64>
      linalg.yield %extracted : i64
    } -> tensor<4x1x1x8xi64>
    %24 = tensor.empty() : tensor<4x1x8x8xi1>
    %25 = linalg.generic {indexing_maps = [#map10, #map11, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %23 : tensor<4x1x8x1xi64>, tensor<4x1x1x8xi64>) outs(%24 : tensor<4x1x8x8xi1>) {
    ^bb0(%in: i64, %in_69: i64, %out: i1):
      %202 = arith.cmpi eq, %in, %in_69 : i64
      linalg.yield %202 : i1
    } -> tensor<4x1x8x8xi1>
    %26 = linalg.generic {indexing_maps = [#map12, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_4, %25 : tensor<i1>, tensor<4x1x8x8xi1>) outs(%24 : tensor<4x1x8x8xi1>) {
    ^bb0(%in: i1, %in_69: i1, %out: i1):
      %202 = arith.andi %in, %in_69 : i1
      linalg.yield %202 : i1
    } -> tensor<4x1x8x8xi1>
    %27 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_15, %expanded_16 : tensor<4x1x1x1xi64>, tensor<1x1x8x1xi64>) outs(%20 : tensor<4x1x8x1xi64>) {
    ^bb0(%in: i64, %in_69: i64, %out: i64):
      %202 = arith.cmpi slt, %in, %c0_i64 : i64
      %203 = arith.addi %in, %c4_i64 : i64
      %204 = arith.select %202, %203, %in : i64
      %205 = arith.index_cast %204 : i64 to index
      %206 = arith.cmpi slt, %in_69, %c0_i64 : i64
      %207 = arith.addi %in_69, %c8_i64 : i64
      %208 = arith.select %206, %207, %in_69 : i64
      %209 = arith.index_cast %208 : i64 to index
      %extracted = tensor.extract %8[%205, %209] : tensor<4x8xi64>
      linalg.yield %extracted : i64
    } -> tensor<4x1x8x1xi64>
    %28 = linalg.generic {indexing_maps = [#map6, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_15, %expanded_17 : tensor<4x1x1x1xi64>, tensor<1x1x1x8xi64>) outs(%22 : tensor<4x1x1x8xi64>) {
    ^bb0(%in: i64, %in_69: i64, %out: i64):
      %202 = arith.cmpi slt, %in, %c0_i64 : i64
      %203 = arith.addi %in, %c4_i64 : i64
      %204 = arith.select %202, %203, %in : i64
      %205 = arith.index_cast %204 : i64 to index
      %206 = arith.cmpi slt, %in_69, %c0_i64 : i64
      %207 = arith.addi %in_69, %c8_i64 : i64
      %208 = arith.select %206, %207, %in_69 : i64
      %209 = arith.index_cast %208 : i64 to index
      %extracted = tensor.extract %8[%205, %209] : tensor<4x8xi64>
      linalg.yield %extracted : i64
    } -> tensor<4x1x1x8xi64>
    %29 = linalg.generic {indexing_maps = [#map11, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28, %27 : tensor<4x1x1x8xi64>, tensor<4x1x8x1xi64>) outs(%24 : tensor<4x1x8x8xi1>) {
    ^bb0(%in: i64, %in_69: i64, %out: i1):
      %202 = arith.cmpi sle, %in, %in_69 : i64
      linalg.yield %202 : i1
    } -> tensor<4x1x8x8xi1>
    %30 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26, %29 : tensor<4x1x8x8xi1>, tensor<4x1x8x8xi1>) outs(%24 : tensor<4x1x8x8xi1>) {
    ^bb0(%in: i1, %in_69: i1, %out: i1):
      %202 = arith.andi %in, %in_69 : i1
      linalg.yield %202 : i1
    } -> tensor<4x1x8x8xi1>
    %31 = tensor.empty() : tensor<4x1x8x8xf32>
    %32 = linalg.generic {indexing_maps = [#map8, #map12, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30, %cst_3, %cst_2 : tensor<4x1x8x8xi1>, tensor<f32>, tensor<f32>) outs(%31 : tensor<4x1x8x8xf32>) {
    ^bb0(%in: i1, %in_69: f32, %in_70: f32, %out: f32):
      %202 = arith.select %in, %in_69, %in_70 : f32
      linalg.yield %202 : f32
    } -> tensor<4x1x8x8xf32>
    %33 = tensor.empty() : tensor<4x8x32xf64>
    %34 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<4x8x32xf32>) outs(%33 : tensor<4x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %202 = arith.extf %in : f32 to f64
      linalg.yield %202 : f64
    } -> tensor<4x8x32xf64>
    %35 = tensor.empty() : tensor<4x8x1xf64>
    %36 = linalg.fill ins(%cst : f64) outs(%35 : tensor<4x8x1xf64>) -> tensor<4x8x1xf64>
    %37 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%34 : tensor<4x8x32xf64>) outs(%36 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %202 = arith.addf %in, %out : f64
      linalg.yield %202 : f64
    } -> tensor<4x8x1xf64>
    %38 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%37 : tensor<4x8x1xf64>) outs(%35 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %202 = arith.divf %in, %cst_8 : f64
      linalg.yield %202 : f64
    } -> tensor<4x8x1xf64>
    %39 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34, %38 : tensor<4x8x32xf64>, tensor<4x8x1xf64>) outs(%33 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_69: f64, %out: f64):
      %202 = arith.subf %in, %in_69 : f64
      linalg.yield %202 : f64
    } -> tensor<4x8x32xf64>
    %40 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39, %39 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%33 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_69: f64, %out: f64):
      %202 = arith.mulf %in, %in_69 : f64
      linalg.yield %202 : f64
    } -> tensor<4x8x32xf64>
    %41 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%40 : tensor<4x8x32xf64>) outs(%36 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %202 = arith.addf %in, %out : f64
      linalg.yield %202 : f64
    } -> tensor<4x8x1xf64>
    %42 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41 : tensor<4x8x1xf64>) outs(%35 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %202 = arith.divf %in, %cst_8 : f64
      linalg.yield %202 : f64
    } -> tensor<4x8x1xf64>
    %43 = tensor.empty() : tensor<4x8x1xf32>
    %44 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%42 : tensor<4x8x1xf64>) outs(%43 : tensor<4x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %202 = arith.truncf %in : f64 to f32
      linalg.yield %202 : f32
    } -> tensor<4x8x1xf32>
    %45 = linalg.fill ins(%cst_0 : f32) outs(%43 : tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %46 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<4x8x32xf32>) outs(%45 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = arith.addf %in, %out : f32
      linalg.yield %202 : f32
    } -> tensor<4x8x1xf32>
    %47 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%46 : tensor<4x8x1xf32>) outs(%43 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = arith.divf %in, %cst_9 : f32
      linalg.yield %202 : f32
    } -> tensor<4x8x1xf32>
    %48 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%44 : tensor<4x8x1xf32>) outs(%43 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = arith.truncf %cst_7 : f64 to f32
      %203 = arith.addf %in, %202 : f32
      linalg.yield %203 : f32
    } -> tensor<4x8x1xf32>
    %49 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%48 : tensor<4x8x1xf32>) outs(%43 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = math.rsqrt %in : f32
      linalg.yield %202 : f32
    } -> tensor<4x8x1xf32>
    %50 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %47 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %202 = arith.subf %in, %in_69 : f32
      linalg.yield %202 : f32
    } -> tensor<4x8x32xf32>
    %51 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%50, %49 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %202 = arith.mulf %in, %in_69 : f32
      linalg.yield %202 : f32
    } -> tensor<4x8x32xf32>
    %52 = linalg.generic {indexing_maps = [#map1, #map14, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%51, %arg2 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %202 = arith.mulf %in, %in_69 : f32
      linalg.yield %202 : f32
    } -> tensor<4x8x32xf32>
    %53 = linalg.generic {indexing_maps = [#map1, #map14, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%52, %arg3 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %202 = arith.addf %in, %in_69 : f32
      linalg.yield %202 : f32
    } -> tensor<4x8x32xf32>
    %collapsed = tensor.collapse_shape %53 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %54 = tensor.empty() : tensor<32x96xf32>
    %55 = linalg.fill ins(%cst_0 : f32) outs(%54 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %56 = linalg.matmul ins(%collapsed, %arg4 : tensor<32x32xf32>, tensor<32x96xf32>) outs(%55 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %57 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<96xf32>) outs(%54 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x96xf32>
    %58 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%56, %57 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%54 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %202 = arith.addf %in, %in_69 : f32
      linalg.yield %202 : f32
    } -> tensor<32x96xf32>
    %expanded_18 = tensor.expand_shape %58 [[0, 1], [2]] output_shape [4, 8, 96] : tensor<32x96xf32> into tensor<4x8x96xf32>
    %extracted_slice_19 = tensor.extract_slice %expanded_18[0, 0, 0] [4, 8, 32] [1, 1, 1] : tensor<4x8x96xf32> to tensor<4x8x32xf32>
    %extracted_slice_20 = tensor.extract_slice %expanded_18[0, 0, 32] [4, 8, 32] [1, 1, 1] : tensor<4x8x96xf32> to tensor<4x8x32xf32>
    %extracted_slice_21 = tensor.extract_slice %expanded_18[0, 0, 64] [4, 8, 32] [1, 1, 1] : tensor<4x8x96xf32> to tensor<4x8x32xf32>
    %expanded_22 = tensor.expand_shape %extracted_slice_20 [[0], [1], [2, 3]] output_shape [4, 8, 2, 16] : tensor<4x8x32xf32> into tensor<4x8x2x16xf32>
    %expanded_23 = tensor.expand_shape %extracted_slice_21 [[0], [1], [2, 3]] output_shape [4, 8, 2, 16] : tensor<4x8x32xf32> into tensor<4x8x2x16xf32>
    %59 = tensor.empty() : tensor<4x2x8x16xf32>
    %transposed = linalg.transpose ins(%expanded_23 : tensor<4x8x2x16xf32>) outs(%59 : tensor<4x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_24 = tensor.expand_shape %extracted_slice_19 [[0], [1], [2, 3]] output_shape [4, 8, 2, 16] : tensor<4x8x32xf32> into tensor<4x8x2x16xf32>
    %transposed_25 = linalg.transpose ins(%expanded_24 : tensor<4x8x2x16xf32>) outs(%59 : tensor<4x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %60 = tensor.empty() : tensor<4x2x16x8xf32>
    %transposed_26 = linalg.transpose ins(%expanded_22 : tensor<4x8x2x16xf32>) outs(%60 : tensor<4x2x16x8xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_27 = tensor.collapse_shape %transposed_25 [[0, 1], [2], [3]] : tensor<4x2x8x16xf32> into tensor<8x8x16xf32>
    %collapsed_28 = tensor.collapse_shape %transposed_26 [[0, 1], [2], [3]] : tensor<4x2x16x8xf32> into tensor<8x16x8xf32>
    %61 = tensor.empty() : tensor<8x8x8xf32>
    %62 = linalg.fill ins(%cst_0 : f32) outs(%61 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %63 = linalg.batch_matmul ins(%collapsed_27, %collapsed_28 : tensor<8x8x16xf32>, tensor<8x16x8xf32>) outs(%62 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_29 = tensor.expand_shape %63 [[0, 1], [2], [3]] output_shape [4, 2, 8, 8] : tensor<8x8x8xf32> into tensor<4x2x8x8xf32>
    %64 = tensor.empty() : tensor<4x2x8x8xf32>
    %65 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_29 : tensor<4x2x8x8xf32>) outs(%64 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = arith.mulf %in, %cst_10 : f32
      linalg.yield %202 : f32
    } -> tensor<4x2x8x8xf32>
    %66 = linalg.generic {indexing_maps = [#map8, #map15, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65, %32 : tensor<4x2x8x8xf32>, tensor<4x1x8x8xf32>) outs(%64 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %202 = arith.addf %in, %in_69 : f32
      linalg.yield %202 : f32
    } -> tensor<4x2x8x8xf32>
    %67 = tensor.empty() : tensor<4x2x8xi64>
    %68 = linalg.fill ins(%c0_i64 : i64) outs(%67 : tensor<4x2x8xi64>) -> tensor<4x2x8xi64>
    %69 = tensor.empty() : tensor<4x2x8xf32>
    %70 = linalg.fill ins(%cst_1 : f32) outs(%69 : tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %71:2 = linalg.generic {indexing_maps = [#map8, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%66 : tensor<4x2x8x8xf32>) outs(%70, %68 : tensor<4x2x8xf32>, tensor<4x2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_69: i64):
      %202 = linalg.index 3 : index
      %203 = arith.index_cast %202 : index to i64
      %204 = arith.maximumf %in, %out : f32
      %205 = arith.cmpf ogt, %in, %out : f32
      %206 = arith.select %205, %203, %out_69 : i64
      linalg.yield %204, %206 : f32, i64
    } -> (tensor<4x2x8xf32>, tensor<4x2x8xi64>)
    %expanded_30 = tensor.expand_shape %71#0 [[0], [1], [2, 3]] output_shape [4, 2, 8, 1] : tensor<4x2x8xf32> into tensor<4x2x8x1xf32>
    %72 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %expanded_30 : tensor<4x2x8x8xf32>, tensor<4x2x8x1xf32>) outs(%64 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %202 = arith.subf %in, %in_69 : f32
      linalg.yield %202 : f32
    } -> tensor<4x2x8x8xf32>
    %73 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72 : tensor<4x2x8x8xf32>) outs(%64 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = math.exp %in : f32
      linalg.yield %202 : f32
    } -> tensor<4x2x8x8xf32>
    %74 = tensor.empty() : tensor<4x2x8x1xf32>
    %75 = linalg.fill ins(%cst_0 : f32) outs(%74 : tensor<4x2x8x1xf32>) -> tensor<4x2x8x1xf32>
    %76 = linalg.generic {indexing_maps = [#map8, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%73 : tensor<4x2x8x8xf32>) outs(%75 : tensor<4x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = arith.addf %in, %out : f32
      linalg.yield %202 : f32
    } -> tensor<4x2x8x1xf32>
    %77 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73, %76 : tensor<4x2x8x8xf32>, tensor<4x2x8x1xf32>) outs(%64 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %202 = arith.divf %in, %in_69 : f32
      linalg.yield %202 : f32
    } -> tensor<4x2x8x8xf32>
    %collapsed_31 = tensor.collapse_shape %77 [[0, 1], [2], [3]] : tensor<4x2x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_32 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<4x2x8x16xf32> into tensor<8x8x16xf32>
    %78 = tensor.empty() : tensor<8x8x16xf32>
    %79 = linalg.fill ins(%cst_0 : f32) outs(%78 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %80 = linalg.batch_matmul ins(%collapsed_31, %collapsed_32 : tensor<8x8x8xf32>, tensor<8x8x16xf32>) outs(%79 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %expanded_33 = tensor.expand_shape %80 [[0, 1], [2], [3]] output_shape [4, 2, 8, 16] : tensor<8x8x16xf32> into tensor<4x2x8x16xf32>
    %81 = tensor.empty() : tensor<4x8x2x16xf32>
    %transposed_34 = linalg.transpose ins(%expanded_33 : tensor<4x2x8x16xf32>) outs(%81 : tensor<4x8x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_35 = tensor.collapse_shape %transposed_34 [[0, 1], [2, 3]] : tensor<4x8x2x16xf32> into tensor<32x32xf32>
    %82 = tensor.empty() : tensor<32x32xf32>
    %83 = linalg.fill ins(%cst_0 : f32) outs(%82 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %84 = linalg.matmul ins(%collapsed_35, %arg6 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%83 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %85 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<32xf32>) outs(%82 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %86 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%84, %85 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%82 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %202 = arith.addf %in, %in_69 : f32
      linalg.yield %202 : f32
    } -> tensor<32x32xf32>
    %expanded_36 = tensor.expand_shape %86 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_36, %6 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %202 = arith.addf %in, %in_69 : f32
      linalg.yield %202 : f32
    } -> tensor<4x8x32xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<4x8x32xf32>) outs(%33 : tensor<4x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %202 = arith.extf %in : f32 to f64
      linalg.yield %202 : f64
    } -> tensor<4x8x32xf64>
    %89 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%88 : tensor<4x8x32xf64>) outs(%36 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %202 = arith.addf %in, %out : f64
      linalg.yield %202 : f64
    } -> tensor<4x8x1xf64>
    %90 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<4x8x1xf64>) outs(%35 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %202 = arith.divf %in, %cst_8 : f64
      linalg.yield %202 : f64
    } -> tensor<4x8x1xf64>
    %91 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88, %90 : tensor<4x8x32xf64>, tensor<4x8x1xf64>) outs(%33 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_69: f64, %out: f64):
      %202 = arith.subf %in, %in_69 : f64
      linalg.yield %202 : f64
    } -> tensor<4x8x32xf64>
    %92 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91, %91 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%33 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_69: f64, %out: f64):
      %202 = arith.mulf %in, %in_69 : f64
      linalg.yield %202 : f64
    } -> tensor<4x8x32xf64>
    %93 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%92 : tensor<4x8x32xf64>) outs(%36 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %202 = arith.addf %in, %out : f64
      linalg.yield %202 : f64
    } -> tensor<4x8x1xf64>
    %94 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93 : tensor<4x8x1xf64>) outs(%35 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %202 = arith.divf %in, %cst_8 : f64
      linalg.yield %202 : f64
    } -> tensor<4x8x1xf64>
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<4x8x1xf64>) outs(%43 : tensor<4x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %202 = arith.truncf %in : f64 to f32
      linalg.yield %202 : f32
    } -> tensor<4x8x1xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%87 : tensor<4x8x32xf32>) outs(%45 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = arith.addf %in, %out : f32
      linalg.yield %202 : f32
    } -> tensor<4x8x1xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96 : tensor<4x8x1xf32>) outs(%43 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = arith.divf %in, %cst_9 : f32
      linalg.yield %202 : f32
    } -> tensor<4x8x1xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<4x8x1xf32>) outs(%43 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = arith.truncf %cst_7 : f64 to f32
      %203 = arith.addf %in, %202 : f32
      linalg.yield %203 : f32
    } -> tensor<4x8x1xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<4x8x1xf32>) outs(%43 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = math.rsqrt %in : f32
      linalg.yield %202 : f32
    } -> tensor<4x8x1xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87, %97 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %202 = arith.subf %in, %in_69 : f32
      linalg.yield %202 : f32
    } -> tensor<4x8x32xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100, %99 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %202 = arith.mulf %in, %in_69 : f32
      linalg.yield %202 : f32
    } -> tensor<4x8x32xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map14, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101, %arg8 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %202 = arith.mulf %in, %in_69 : f32
      linalg.yield %202 : f32
    } -> tensor<4x8x32xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map14, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102, %arg9 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %202 = arith.addf %in, %in_69 : f32
      linalg.yield %202 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_37 = tensor.collapse_shape %103 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %104 = tensor.empty() : tensor<32x128xf32>
    %105 = linalg.fill ins(%cst_0 : f32) outs(%104 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %106 = linalg.matmul ins(%collapsed_37, %arg10 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%105 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %107 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<128xf32>) outs(%104 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x128xf32>
    %108 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%106, %107 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%104 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %202 = arith.addf %in, %in_69 : f32
      linalg.yield %202 : f32
    } -> tensor<32x128xf32>
    %expanded_38 = tensor.expand_shape %108 [[0, 1], [2]] output_shape [4, 8, 128] : tensor<32x128xf32> into tensor<4x8x128xf32>
    %109 = tensor.empty() : tensor<4x8x128xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_38 : tensor<4x8x128xf32>) outs(%109 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = arith.mulf %in, %cst_11 : f32
      linalg.yield %202 : f32
    } -> tensor<4x8x128xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_38 : tensor<4x8x128xf32>) outs(%109 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %202 : f32
    } -> tensor<4x8x128xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<4x8x128xf32>) outs(%109 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = arith.truncf %cst_6 : f64 to f32
      %203 = arith.mulf %in, %202 : f32
      linalg.yield %203 : f32
    } -> tensor<4x8x128xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_38, %112 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%109 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %202 = arith.addf %in, %in_69 : f32
      linalg.yield %202 : f32
    } -> tensor<4x8x128xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<4x8x128xf32>) outs(%109 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = arith.truncf %cst_5 : f64 to f32
      %203 = arith.mulf %in, %202 : f32
      linalg.yield %203 : f32
    } -> tensor<4x8x128xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114 : tensor<4x8x128xf32>) outs(%109 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = math.tanh %in : f32
      linalg.yield %202 : f32
    } -> tensor<4x8x128xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115 : tensor<4x8x128xf32>) outs(%109 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = arith.addf %in, %cst_12 : f32
      linalg.yield %202 : f32
    } -> tensor<4x8x128xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110, %116 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%109 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %202 = arith.mulf %in, %in_69 : f32
      linalg.yield %202 : f32
    } -> tensor<4x8x128xf32>
    %collapsed_39 = tensor.collapse_shape %117 [[0, 1], [2]] : tensor<4x8x128xf32> into tensor<32x128xf32>
    %118 = linalg.matmul ins(%collapsed_39, %arg12 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%83 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %119 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<32xf32>) outs(%82 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %120 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%118, %119 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%82 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %202 = arith.addf %in, %in_69 : f32
      linalg.yield %202 : f32
    } -> tensor<32x32xf32>
    %expanded_40 = tensor.expand_shape %120 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %121 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87, %expanded_40 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %202 = arith.addf %in, %in_69 : f32
      linalg.yield %202 : f32
    } -> tensor<4x8x32xf32>
    %122 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121 : tensor<4x8x32xf32>) outs(%33 : tensor<4x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %202 = arith.extf %in : f32 to f64
      linalg.yield %202 : f64
    } -> tensor<4x8x32xf64>
    %123 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%122 : tensor<4x8x32xf64>) outs(%36 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %202 = arith.addf %in, %out : f64
      linalg.yield %202 : f64
    } -> tensor<4x8x1xf64>
    %124 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123 : tensor<4x8x1xf64>) outs(%35 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %202 = arith.divf %in, %cst_8 : f64
      linalg.yield %202 : f64
    } -> tensor<4x8x1xf64>
    %125 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122, %124 : tensor<4x8x32xf64>, tensor<4x8x1xf64>) outs(%33 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_69: f64, %out: f64):
      %202 = arith.subf %in, %in_69 : f64
      linalg.yield %202 : f64
    } -> tensor<4x8x32xf64>
    %126 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125, %125 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%33 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_69: f64, %out: f64):
      %202 = arith.mulf %in, %in_69 : f64
      linalg.yield %202 : f64
    } -> tensor<4x8x32xf64>
    %127 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%126 : tensor<4x8x32xf64>) outs(%36 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %202 = arith.addf %in, %out : f64
      linalg.yield %202 : f64
    } -> tensor<4x8x1xf64>
    %128 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127 : tensor<4x8x1xf64>) outs(%35 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %202 = arith.divf %in, %cst_8 : f64
      linalg.yield %202 : f64
    } -> tensor<4x8x1xf64>
    %129 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128 : tensor<4x8x1xf64>) outs(%43 : tensor<4x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %202 = arith.truncf %in : f64 to f32
      linalg.yield %202 : f32
    } -> tensor<4x8x1xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%121 : tensor<4x8x32xf32>) outs(%45 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = arith.addf %in, %out : f32
      linalg.yield %202 : f32
    } -> tensor<4x8x1xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130 : tensor<4x8x1xf32>) outs(%43 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = arith.divf %in, %cst_9 : f32
      linalg.yield %202 : f32
    } -> tensor<4x8x1xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129 : tensor<4x8x1xf32>) outs(%43 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = arith.truncf %cst_7 : f64 to f32
      %203 = arith.addf %in, %202 : f32
      linalg.yield %203 : f32
    } -> tensor<4x8x1xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132 : tensor<4x8x1xf32>) outs(%43 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = math.rsqrt %in : f32
      linalg.yield %202 : f32
    } -> tensor<4x8x1xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121, %131 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %202 = arith.subf %in, %in_69 : f32
      linalg.yield %202 : f32
    } -> tensor<4x8x32xf32>
    %135 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134, %133 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %202 = arith.mulf %in, %in_69 : f32
      linalg.yield %202 : f32
    } -> tensor<4x8x32xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map14, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135, %arg14 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %202 = arith.mulf %in, %in_69 : f32
      linalg.yield %202 : f32
    } -> tensor<4x8x32xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map14, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %arg15 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %202 = arith.addf %in, %in_69 : f32
      linalg.yield %202 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_41 = tensor.collapse_shape %137 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %138 = linalg.matmul ins(%collapsed_41, %arg16 : tensor<32x32xf32>, tensor<32x96xf32>) outs(%55 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %139 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<96xf32>) outs(%54 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x96xf32>
    %140 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%138, %139 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%54 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %202 = arith.addf %in, %in_69 : f32
      linalg.yield %202 : f32
    } -> tensor<32x96xf32>
    %expanded_42 = tensor.expand_shape %140 [[0, 1], [2]] output_shape [4, 8, 96] : tensor<32x96xf32> into tensor<4x8x96xf32>
    %extracted_slice_43 = tensor.extract_slice %expanded_42[0, 0, 0] [4, 8, 32] [1, 1, 1] : tensor<4x8x96xf32> to tensor<4x8x32xf32>
    %extracted_slice_44 = tensor.extract_slice %expanded_42[0, 0, 32] [4, 8, 32] [1, 1, 1] : tensor<4x8x96xf32> to tensor<4x8x32xf32>
    %extracted_slice_45 = tensor.extract_slice %expanded_42[0, 0, 64] [4, 8, 32] [1, 1, 1] : tensor<4x8x96xf32> to tensor<4x8x32xf32>
    %expanded_46 = tensor.expand_shape %extracted_slice_44 [[0], [1], [2, 3]] output_shape [4, 8, 2, 16] : tensor<4x8x32xf32> into tensor<4x8x2x16xf32>
    %expanded_47 = tensor.expand_shape %extracted_slice_45 [[0], [1], [2, 3]] output_shape [4, 8, 2, 16] : tensor<4x8x32xf32> into tensor<4x8x2x16xf32>
    %transposed_48 = linalg.transpose ins(%expanded_47 : tensor<4x8x2x16xf32>) outs(%59 : tensor<4x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_49 = tensor.expand_shape %extracted_slice_43 [[0], [1], [2, 3]] output_shape [4, 8, 2, 16] : tensor<4x8x32xf32> into tensor<4x8x2x16xf32>
    %transposed_50 = linalg.transpose ins(%expanded_49 : tensor<4x8x2x16xf32>) outs(%59 : tensor<4x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_51 = linalg.transpose ins(%expanded_46 : tensor<4x8x2x16xf32>) outs(%60 : tensor<4x2x16x8xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_52 = tensor.collapse_shape %transposed_50 [[0, 1], [2], [3]] : tensor<4x2x8x16xf32> into tensor<8x8x16xf32>
    %collapsed_53 = tensor.collapse_shape %transposed_51 [[0, 1], [2], [3]] : tensor<4x2x16x8xf32> into tensor<8x16x8xf32>
    %141 = linalg.batch_matmul ins(%collapsed_52, %collapsed_53 : tensor<8x8x16xf32>, tensor<8x16x8xf32>) outs(%62 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_54 = tensor.expand_shape %141 [[0, 1], [2], [3]] output_shape [4, 2, 8, 8] : tensor<8x8x8xf32> into tensor<4x2x8x8xf32>
    %142 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_54 : tensor<4x2x8x8xf32>) outs(%64 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = arith.mulf %in, %cst_10 : f32
      linalg.yield %202 : f32
    } -> tensor<4x2x8x8xf32>
    %143 = linalg.generic {indexing_maps = [#map8, #map15, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%142, %32 : tensor<4x2x8x8xf32>, tensor<4x1x8x8xf32>) outs(%64 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %202 = arith.addf %in, %in_69 : f32
      linalg.yield %202 : f32
    } -> tensor<4x2x8x8xf32>
    %144:2 = linalg.generic {indexing_maps = [#map8, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%143 : tensor<4x2x8x8xf32>) outs(%70, %68 : tensor<4x2x8xf32>, tensor<4x2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_69: i64):
      %202 = linalg.index 3 : index
      %203 = arith.index_cast %202 : index to i64
      %204 = arith.maximumf %in, %out : f32
      %205 = arith.cmpf ogt, %in, %out : f32
      %206 = arith.select %205, %203, %out_69 : i64
      linalg.yield %204, %206 : f32, i64
    } -> (tensor<4x2x8xf32>, tensor<4x2x8xi64>)
    %expanded_55 = tensor.expand_shape %144#0 [[0], [1], [2, 3]] output_shape [4, 2, 8, 1] : tensor<4x2x8xf32> into tensor<4x2x8x1xf32>
    %145 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%143, %expanded_55 : tensor<4x2x8x8xf32>, tensor<4x2x8x1xf32>) outs(%64 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %202 = arith.subf %in, %in_69 : f32
      linalg.yield %202 : f32
    } -> tensor<4x2x8x8xf32>
    %146 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%145 : tensor<4x2x8x8xf32>) outs(%64 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = math.exp %in : f32
      linalg.yield %202 : f32
    } -> tensor<4x2x8x8xf32>
    %147 = linalg.generic {indexing_maps = [#map8, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%146 : tensor<4x2x8x8xf32>) outs(%75 : tensor<4x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = arith.addf %in, %out : f32
      linalg.yield %202 : f32
    } -> tensor<4x2x8x1xf32>
    %148 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%146, %147 : tensor<4x2x8x8xf32>, tensor<4x2x8x1xf32>) outs(%64 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %202 = arith.divf %in, %in_69 : f32
      linalg.yield %202 : f32
    } -> tensor<4x2x8x8xf32>
    %collapsed_56 = tensor.collapse_shape %148 [[0, 1], [2], [3]] : tensor<4x2x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_57 = tensor.collapse_shape %transposed_48 [[0, 1], [2], [3]] : tensor<4x2x8x16xf32> into tensor<8x8x16xf32>
    %149 = linalg.batch_matmul ins(%collapsed_56, %collapsed_57 : tensor<8x8x8xf32>, tensor<8x8x16xf32>) outs(%79 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %expanded_58 = tensor.expand_shape %149 [[0, 1], [2], [3]] output_shape [4, 2, 8, 16] : tensor<8x8x16xf32> into tensor<4x2x8x16xf32>
    %transposed_59 = linalg.transpose ins(%expanded_58 : tensor<4x2x8x16xf32>) outs(%81 : tensor<4x8x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_60 = tensor.collapse_shape %transposed_59 [[0, 1], [2, 3]] : tensor<4x8x2x16xf32> into tensor<32x32xf32>
    %150 = linalg.matmul ins(%collapsed_60, %arg18 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%83 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %151 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<32xf32>) outs(%82 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %152 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%150, %151 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%82 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %202 = arith.addf %in, %in_69 : f32
      linalg.yield %202 : f32
    } -> tensor<32x32xf32>
    %expanded_61 = tensor.expand_shape %152 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_61, %121 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %202 = arith.addf %in, %in_69 : f32
      linalg.yield %202 : f32
    } -> tensor<4x8x32xf32>
    %154 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153 : tensor<4x8x32xf32>) outs(%33 : tensor<4x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %202 = arith.extf %in : f32 to f64
      linalg.yield %202 : f64
    } -> tensor<4x8x32xf64>
    %155 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%154 : tensor<4x8x32xf64>) outs(%36 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %202 = arith.addf %in, %out : f64
      linalg.yield %202 : f64
    } -> tensor<4x8x1xf64>
    %156 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155 : tensor<4x8x1xf64>) outs(%35 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %202 = arith.divf %in, %cst_8 : f64
      linalg.yield %202 : f64
    } -> tensor<4x8x1xf64>
    %157 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154, %156 : tensor<4x8x32xf64>, tensor<4x8x1xf64>) outs(%33 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_69: f64, %out: f64):
      %202 = arith.subf %in, %in_69 : f64
      linalg.yield %202 : f64
    } -> tensor<4x8x32xf64>
    %158 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157, %157 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%33 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_69: f64, %out: f64):
      %202 = arith.mulf %in, %in_69 : f64
      linalg.yield %202 : f64
    } -> tensor<4x8x32xf64>
    %159 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%158 : tensor<4x8x32xf64>) outs(%36 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %202 = arith.addf %in, %out : f64
      linalg.yield %202 : f64
    } -> tensor<4x8x1xf64>
    %160 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159 : tensor<4x8x1xf64>) outs(%35 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %202 = arith.divf %in, %cst_8 : f64
      linalg.yield %202 : f64
    } -> tensor<4x8x1xf64>
    %161 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160 : tensor<4x8x1xf64>) outs(%43 : tensor<4x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %202 = arith.truncf %in : f64 to f32
      linalg.yield %202 : f32
    } -> tensor<4x8x1xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%153 : tensor<4x8x32xf32>) outs(%45 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = arith.addf %in, %out : f32
      linalg.yield %202 : f32
    } -> tensor<4x8x1xf32>
    %163 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162 : tensor<4x8x1xf32>) outs(%43 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = arith.divf %in, %cst_9 : f32
      linalg.yield %202 : f32
    } -> tensor<4x8x1xf32>
    %164 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161 : tensor<4x8x1xf32>) outs(%43 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = arith.truncf %cst_7 : f64 to f32
      %203 = arith.addf %in, %202 : f32
      linalg.yield %203 : f32
    } -> tensor<4x8x1xf32>
    %165 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164 : tensor<4x8x1xf32>) outs(%43 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = math.rsqrt %in : f32
      linalg.yield %202 : f32
    } -> tensor<4x8x1xf32>
    %166 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153, %163 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %202 = arith.subf %in, %in_69 : f32
      linalg.yield %202 : f32
    } -> tensor<4x8x32xf32>
    %167 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166, %165 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %202 = arith.mulf %in, %in_69 : f32
      linalg.yield %202 : f32
    } -> tensor<4x8x32xf32>
    %168 = linalg.generic {indexing_maps = [#map1, #map14, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167, %arg20 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %202 = arith.mulf %in, %in_69 : f32
      linalg.yield %202 : f32
    } -> tensor<4x8x32xf32>
    %169 = linalg.generic {indexing_maps = [#map1, #map14, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168, %arg21 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %202 = arith.addf %in, %in_69 : f32
      linalg.yield %202 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_62 = tensor.collapse_shape %169 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %170 = linalg.matmul ins(%collapsed_62, %arg22 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%105 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %171 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<128xf32>) outs(%104 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x128xf32>
    %172 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%170, %171 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%104 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %202 = arith.addf %in, %in_69 : f32
      linalg.yield %202 : f32
    } -> tensor<32x128xf32>
    %expanded_63 = tensor.expand_shape %172 [[0, 1], [2]] output_shape [4, 8, 128] : tensor<32x128xf32> into tensor<4x8x128xf32>
    %173 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_63 : tensor<4x8x128xf32>) outs(%109 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = arith.mulf %in, %cst_11 : f32
      linalg.yield %202 : f32
    } -> tensor<4x8x128xf32>
    %174 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_63 : tensor<4x8x128xf32>) outs(%109 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %202 : f32
    } -> tensor<4x8x128xf32>
    %175 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174 : tensor<4x8x128xf32>) outs(%109 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = arith.truncf %cst_6 : f64 to f32
      %203 = arith.mulf %in, %202 : f32
      linalg.yield %203 : f32
    } -> tensor<4x8x128xf32>
    %176 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_63, %175 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%109 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %202 = arith.addf %in, %in_69 : f32
      linalg.yield %202 : f32
    } -> tensor<4x8x128xf32>
    %177 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176 : tensor<4x8x128xf32>) outs(%109 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = arith.truncf %cst_5 : f64 to f32
      %203 = arith.mulf %in, %202 : f32
      linalg.yield %203 : f32
    } -> tensor<4x8x128xf32>
    %178 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177 : tensor<4x8x128xf32>) outs(%109 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = math.tanh %in : f32
      linalg.yield %202 : f32
    } -> tensor<4x8x128xf32>
    %179 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178 : tensor<4x8x128xf32>) outs(%109 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = arith.addf %in, %cst_12 : f32
      linalg.yield %202 : f32
    } -> tensor<4x8x128xf32>
    %180 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173, %179 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%109 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %202 = arith.mulf %in, %in_69 : f32
      linalg.yield %202 : f32
    } -> tensor<4x8x128xf32>
    %collapsed_64 = tensor.collapse_shape %180 [[0, 1], [2]] : tensor<4x8x128xf32> into tensor<32x128xf32>
    %181 = linalg.matmul ins(%collapsed_64, %arg24 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%83 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %182 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg25 : tensor<32xf32>) outs(%82 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %183 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%181, %182 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%82 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %202 = arith.addf %in, %in_69 : f32
      linalg.yield %202 : f32
    } -> tensor<32x32xf32>
    %expanded_65 = tensor.expand_shape %183 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %184 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153, %expanded_65 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %202 = arith.addf %in, %in_69 : f32
      linalg.yield %202 : f32
    } -> tensor<4x8x32xf32>
    %185 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184 : tensor<4x8x32xf32>) outs(%33 : tensor<4x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %202 = arith.extf %in : f32 to f64
      linalg.yield %202 : f64
    } -> tensor<4x8x32xf64>
    %186 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%185 : tensor<4x8x32xf64>) outs(%36 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %202 = arith.addf %in, %out : f64
      linalg.yield %202 : f64
    } -> tensor<4x8x1xf64>
    %187 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186 : tensor<4x8x1xf64>) outs(%35 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %202 = arith.divf %in, %cst_8 : f64
      linalg.yield %202 : f64
    } -> tensor<4x8x1xf64>
    %188 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185, %187 : tensor<4x8x32xf64>, tensor<4x8x1xf64>) outs(%33 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_69: f64, %out: f64):
      %202 = arith.subf %in, %in_69 : f64
      linalg.yield %202 : f64
    } -> tensor<4x8x32xf64>
    %189 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188, %188 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%33 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_69: f64, %out: f64):
      %202 = arith.mulf %in, %in_69 : f64
      linalg.yield %202 : f64
    } -> tensor<4x8x32xf64>
    %190 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%189 : tensor<4x8x32xf64>) outs(%36 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %202 = arith.addf %in, %out : f64
      linalg.yield %202 : f64
    } -> tensor<4x8x1xf64>
    %191 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%190 : tensor<4x8x1xf64>) outs(%35 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %202 = arith.divf %in, %cst_8 : f64
      linalg.yield %202 : f64
    } -> tensor<4x8x1xf64>
    %192 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%191 : tensor<4x8x1xf64>) outs(%43 : tensor<4x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %202 = arith.truncf %in : f64 to f32
      linalg.yield %202 : f32
    } -> tensor<4x8x1xf32>
    %193 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%184 : tensor<4x8x32xf32>) outs(%45 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = arith.addf %in, %out : f32
      linalg.yield %202 : f32
    } -> tensor<4x8x1xf32>
    %194 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%193 : tensor<4x8x1xf32>) outs(%43 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = arith.divf %in, %cst_9 : f32
      linalg.yield %202 : f32
    } -> tensor<4x8x1xf32>
    %195 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%192 : tensor<4x8x1xf32>) outs(%43 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = arith.truncf %cst_7 : f64 to f32
      %203 = arith.addf %in, %202 : f32
      linalg.yield %203 : f32
    } -> tensor<4x8x1xf32>
    %196 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195 : tensor<4x8x1xf32>) outs(%43 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = math.rsqrt %in : f32
      linalg.yield %202 : f32
    } -> tensor<4x8x1xf32>
    %197 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184, %194 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %202 = arith.subf %in, %in_69 : f32
      linalg.yield %202 : f32
    } -> tensor<4x8x32xf32>
    %198 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%197, %196 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %202 = arith.mulf %in, %in_69 : f32
      linalg.yield %202 : f32
    } -> tensor<4x8x32xf32>
    %199 = linalg.generic {indexing_maps = [#map1, #map14, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198, %arg26 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %202 = arith.mulf %in, %in_69 : f32
      linalg.yield %202 : f32
    } -> tensor<4x8x32xf32>
    %200 = linalg.generic {indexing_maps = [#map1, #map14, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199, %arg27 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %202 = arith.addf %in, %in_69 : f32
      linalg.yield %202 : f32
    } -> tensor<4x8x32xf32>
    %transposed_66 = linalg.transpose ins(%arg0 : tensor<128x32xf32>) outs(%104 : tensor<32x128xf32>) permutation = [1, 0] 
    %collapsed_67 = tensor.collapse_shape %200 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %201 = linalg.matmul ins(%collapsed_67, %transposed_66 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%105 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %expanded_68 = tensor.expand_shape %201 [[0, 1], [2]] output_shape [4, 8, 128] : tensor<32x128xf32> into tensor<4x8x128xf32>
    return %expanded_68 : tensor<4x8x128xf32>
  }
}
