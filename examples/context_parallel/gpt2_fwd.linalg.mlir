#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, 0)>
#map5 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, 0)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> ()>
#map11 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map12 = affine_map<(d0, d1, d2) -> (d2)>
#map13 = affine_map<(d0, d1) -> (d1)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  func.func @main(%arg0: tensor<128x32xf32> {spmd.name = "transformer.wte.weight", spmd.role = "param"}, %arg1: tensor<64x32xf32> {spmd.name = "transformer.wpe.weight", spmd.role = "param"}, %arg2: tensor<32xf32> {spmd.name = "transformer.h.0.ln_1.weight", spmd.role = "param"}, %arg3: tensor<32xf32> {spmd.name = "transformer.h.0.ln_1.bias", spmd.role = "param"}, %arg4: tensor<32x96xf32> {spmd.name = "transformer.h.0.attn.c_attn.weight", spmd.role = "param"}, %arg5: tensor<96xf32> {spmd.name = "transformer.h.0.attn.c_attn.bias", spmd.role = "param"}, %arg6: tensor<32x32xf32> {spmd.name = "transformer.h.0.attn.c_proj.weight", spmd.role = "param"}, %arg7: tensor<32xf32> {spmd.name = "transformer.h.0.attn.c_proj.bias", spmd.role = "param"}, %arg8: tensor<32xf32> {spmd.name = "transformer.h.0.ln_2.weight", spmd.role = "param"}, %arg9: tensor<32xf32> {spmd.name = "transformer.h.0.ln_2.bias", spmd.role = "param"}, %arg10: tensor<32x128xf32> {spmd.name = "transformer.h.0.mlp.c_fc.weight", spmd.role = "param"}, %arg11: tensor<128xf32> {spmd.name = "transformer.h.0.mlp.c_fc.bias", spmd.role = "param"}, %arg12: tensor<128x32xf32> {spmd.name = "transformer.h.0.mlp.c_proj.weight", spmd.role = "param"}, %arg13: tensor<32xf32> {spmd.name = "transformer.h.0.mlp.c_proj.bias", spmd.role = "param"}, %arg14: tensor<32xf32> {spmd.name = "transformer.h.1.ln_1.weight", spmd.role = "param"}, %arg15: tensor<32xf32> {spmd.name = "transformer.h.1.ln_1.bias", spmd.role = "param"}, %arg16: tensor<32x96xf32> {spmd.name = "transformer.h.1.attn.c_attn.weight", spmd.role = "param"}, %arg17: tensor<96xf32> {spmd.name = "transformer.h.1.attn.c_attn.bias", spmd.role = "param"}, %arg18: tensor<32x32xf32> {spmd.name = "transformer.h.1.attn.c_proj.weight", spmd.role = "param"}, %arg19: tensor<32xf32> {spmd.name = "transformer.h.1.attn.c_proj.bias", spmd.role = "param"}, %arg20: tensor<32xf32> {spmd.name = "transformer.h.1.ln_2.weight", spmd.role = "param"}, %arg21: tensor<32xf32> {spmd.name = "transformer.h.1.ln_2.bias", spmd.role = "param"}, %arg22: tensor<32x128xf32> {spmd.name = "transformer.h.1.mlp.c_fc.weight", spmd.role = "param"}, %arg23: tensor<128xf32> {spmd.name = "transformer.h.1.mlp.c_fc.bias", spmd.role = "param"}, %arg24: tensor<128x32xf32> {spmd.name = "transformer.h.1.mlp.c_proj.weight", spmd.role = "param"}, %arg25: tensor<32xf32> {spmd.name = "transformer.h.1.mlp.c_proj.bias", spmd.role = "param"}, %arg26: tensor<32xf32> {spmd.name = "transformer.ln_f.weight", spmd.role = "param"}, %arg27: tensor<32xf32> {spmd.name = "transformer.ln_f.bias", spmd.role = "param"}, %arg28: tensor<1x32xi64> {spmd.name = "input_ids", spmd.role = "input"}) -> (tensor<1x32x128xf32> {spmd.name = "logits"}) {
    %c0_i64 = arith.constant 0 : i64
    %c3_i64 = arith.constant 3 : i64
    %c1_i64 = arith.constant 1 : i64
    %c32_i64 = arith.constant 32 : i64
    %c128 = arith.constant 128 : index
    %c64 = arith.constant 64 : index
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
    %0 = tensor.empty() : tensor<1x32x32xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg28 : tensor<1x32xi64>) outs(%0 : tensor<1x32x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %200 = arith.index_cast %in : i64 to index
      %201 = linalg.index 2 : index
      %202 = arith.cmpi slt, %200, %c128 : index
      cf.assert %202, "index must be smaller than dim size"
      %203 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %203, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%200, %201] : tensor<128x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x32xf32>
    %2 = tensor.empty() : tensor<32xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<32xi64>) {
    ^bb0(%out: i64):
      %200 = linalg.index 0 : index
      %201 = arith.index_cast %200 : index to i64
      linalg.yield %201 : i64
    } -> tensor<32xi64>
    %expanded = tensor.expand_shape %3 [[0, 1]] output_shape [1, 32] : tensor<32xi64> into tensor<1x32xi64>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x32xi64>) outs(%0 : tensor<1x32x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %200 = arith.index_cast %in : i64 to index
      %201 = linalg.index 2 : index
      %202 = arith.cmpi slt, %200, %c64 : index
      cf.assert %202, "index must be smaller than dim size"
      %203 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %203, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%200, %201] : tensor<64x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x32xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %4 : tensor<1x32x32xf32>, tensor<1x32x32xf32>) outs(%0 : tensor<1x32x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %200 = arith.addf %in, %in_69 : f32
      linalg.yield %200 : f32
    } -> tensor<1x32x32xf32>
    %extracted_slice = tensor.extract_slice %expanded[0, 0] [1, 1] [1, 1] : tensor<1x32xi64> to tensor<1x1xi64>
    %6 = tensor.empty() : tensor<1x1xi64>
    %7 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice : tensor<1x1xi64>) outs(%6 : tensor<1x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %200 = arith.subi %in, %c1_i64 : i64
      linalg.yield %200 : i64
    } -> tensor<1x1xi64>
    %concat = tensor.concat dim(1) %7, %expanded : (tensor<1x1xi64>, tensor<1x32xi64>) -> tensor<1x33xi64>
    %extracted_slice_13 = tensor.extract_slice %concat[0, 0] [1, 32] [1, 1] : tensor<1x33xi64> to tensor<1x32xi64>
    %extracted_slice_14 = tensor.extract_slice %concat[0, 1] [1, 32] [1, 1] : tensor<1x33xi64> to tensor<1x32xi64>
    %8 = tensor.empty() : tensor<1x32xi64>
    %9 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_14, %extracted_slice_13 : tensor<1x32xi64>, tensor<1x32xi64>) outs(%8 : tensor<1x32xi64>) {
    ^bb0(%in: i64, %in_69: i64, %out: i64):
      %200 = arith.subi %in, %in_69 : i64
      linalg.yield %200 : i64
    } -> tensor<1x32xi64>
    %10 = tensor.empty() : tensor<1x32xi1>
    %11 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<1x32xi64>) outs(%10 : tensor<1x32xi1>) {
    ^bb0(%in: i64, %out: i1):
      %200 = arith.cmpi ne, %in, %c1_i64 : i64
      linalg.yield %200 : i1
    } -> tensor<1x32xi1>
    %12 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%11 : tensor<1x32xi1>) outs(%8 : tensor<1x32xi64>) {
    ^bb0(%in: i1, %out: i64):
      %200 = arith.extui %in : i1 to i64
      linalg.yield %200 : i64
    } -> tensor<1x32xi64>
    %13 = linalg.fill ins(%c0_i64 : i64) outs(%8 : tensor<1x32xi64>) -> tensor<1x32xi64>
    %14 = tensor.empty() : tensor<1xi64>
    %15 = linalg.fill ins(%c0_i64 : i64) outs(%14 : tensor<1xi64>) -> tensor<1xi64>
    %16:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%12 : tensor<1x32xi64>) outs(%13, %15 : tensor<1x32xi64>, tensor<1xi64>) {
    ^bb0(%arg29: i64, %arg30: i64):
      %200 = arith.addi %arg29, %arg30 : i64
      tm_tensor.yield %200 : i64
    } -> tensor<1x32xi64>, tensor<1xi64>
    %17 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%14 : tensor<1xi64>) {
    ^bb0(%out: i64):
      linalg.yield %c0_i64 : i64
    } -> tensor<1xi64>
    %expanded_15 = tensor.expand_shape %17 [[0, 1, 2, 3]] output_shape [1, 1, 1, 1] : tensor<1xi64> into tensor<1x1x1x1xi64>
    %expanded_16 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 32, 1] : tensor<32xi64> into tensor<1x1x32x1xi64>
    %expanded_17 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 32] : tensor<32xi64> into tensor<1x1x1x32xi64>
    %18 = tensor.empty() : tensor<1x1x32x1xi64>
    %19 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_15, %expanded_16 : tensor<1x1x1x1xi64>, tensor<1x1x32x1xi64>) outs(%18 : tensor<1x1x32x1xi64>) {
    ^bb0(%in: i64, %in_69: i64, %out: i64):
      %200 = arith.cmpi slt, %in, %c0_i64 : i64
      %201 = arith.addi %in, %c1_i64 : i64
      %202 = arith.select %200, %201, %in : i64
      %203 = arith.index_cast %202 : i64 to index
      %204 = arith.cmpi slt, %in_69, %c0_i64 : i64
      %205 = arith.addi %in_69, %c32_i64 : i64
      %206 = arith.select %204, %205, %in_69 : i64
      %207 = arith.index_cast %206 : i64 to index
      %extracted = tensor.extract %16#0[%203, %207] : tensor<1x32xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x32x1xi64>
    %20 = tensor.empty() : tensor<1x1x1x32xi64>
    %21 = linalg.generic {indexing_maps = [#map4, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_15, %expanded_17 : tensor<1x1x1x1xi64>, tensor<1x1x1x32xi64>) outs(%20 : tensor<1x1x1x32xi64>) {
    ^bb0(%in: i64, %in_69: i64, %out: i64):
      %200 = arith.cmpi slt, %in, %c0_i64 : i64
      %201 = arith.addi %in, %c1_i64 : i64
      %202 = arith.select %200, %201, %in : i64
      %203 = arith.index_cast %202 : i64 to index
      %204 = arith.cmpi slt, %in_69, %c0_i64 : i64
      %205 = arith.addi %in_69, %c32_i64 : i64
      %206 = arith.select %204, %205, %in_69 : i64
      %207 = arith.index_cast %206 : i64 to index
      %extracted = tensor.extract %16#0[%203, %207] : tensor<1x32xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x1x32xi64>
    %22 = tensor.empty() : tensor<1x1x32x32xi1>
    %23 = linalg.generic {indexing_maps = [#map8, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %21 : tensor<1x1x32x1xi64>, tensor<1x1x1x32xi64>) outs(%22 : tensor<1x1x32x32xi1>) {
    ^bb0(%in: i64, %in_69: i64, %out: i1):
      %200 = arith.cmpi eq, %in, %in_69 : i64
      linalg.yield %200 : i1
    } -> tensor<1x1x32x32xi1>
    %24 = linalg.generic {indexing_maps = [#map10, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_4, %23 : tensor<i1>, tensor<1x1x32x32xi1>) outs(%22 : tensor<1x1x32x32xi1>) {
    ^bb0(%in: i1, %in_69: i1, %out: i1):
      %200 = arith.andi %in, %in_69 : i1
      linalg.yield %200 : i1
    } -> tensor<1x1x32x32xi1>
    %25 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_15, %expanded_16 : tensor<1x1x1x1xi64>, tensor<1x1x32x1xi64>) outs(%18 : tensor<1x1x32x1xi64>) {
    ^bb0(%in: i64, %in_69: i64, %out: i64):
      %200 = arith.cmpi slt, %in, %c0_i64 : i64
      %201 = arith.addi %in, %c1_i64 : i64
      %202 = arith.select %200, %201, %in : i64
      %203 = arith.index_cast %202 : i64 to index
      %204 = arith.cmpi slt, %in_69, %c0_i64 : i64
      %205 = arith.addi %in_69, %c32_i64 : i64
      %206 = arith.select %204, %205, %in_69 : i64
      %207 = arith.index_cast %206 : i64 to index
      %extracted = tensor.extract %expanded[%203, %207] : tensor<1x32xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x32x1xi64>
    %26 = linalg.generic {indexing_maps = [#map4, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_15, %expanded_17 : tensor<1x1x1x1xi64>, tensor<1x1x1x32xi64>) outs(%20 : tensor<1x1x1x32xi64>) {
    ^bb0(%in: i64, %in_69: i64, %out: i64):
      %200 = arith.cmpi slt, %in, %c0_i64 : i64
      %201 = arith.addi %in, %c1_i64 : i64
      %202 = arith.select %200, %201, %in : i64
      %203 = arith.index_cast %202 : i64 to index
      %204 = arith.cmpi slt, %in_69, %c0_i64 : i64
      %205 = arith.addi %in_69, %c32_i64 : i64
      %206 = arith.select %204, %205, %in_69 : i64
      %207 = arith.index_cast %206 : i64 to index
      %extracted = tensor.extract %expanded[%203, %207] : tensor<1x32xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x1x32xi64>
    %27 = linalg.generic {indexing_maps = [#map9, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26, %25 : tensor<1x1x1x32xi64>, tensor<1x1x32x1xi64>) outs(%22 : tensor<1x1x32x32xi1>) {
    ^bb0(%in: i64, %in_69: i64, %out: i1):
      %200 = arith.cmpi sle, %in, %in_69 : i64
      linalg.yield %200 : i1
    } -> tensor<1x1x32x32xi1>
    %28 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24, %27 : tensor<1x1x32x32xi1>, tensor<1x1x32x32xi1>) outs(%22 : tensor<1x1x32x32xi1>) {
    ^bb0(%in: i1, %in_69: i1, %out: i1):
      %200 = arith.andi %in, %in_69 : i1
      linalg.yield %200 : i1
    } -> tensor<1x1x32x32xi1>
    %29 = tensor.empty() : tensor<1x1x32x32xf32>
    %30 = linalg.generic {indexing_maps = [#map6, #map10, #map10, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28, %cst_3, %cst_2 : tensor<1x1x32x32xi1>, tensor<f32>, tensor<f32>) outs(%29 : tensor<1x1x32x32xf32>) {
    ^bb0(%in: i1, %in_69: f32, %in_70: f32, %out: f32):
      %200 = arith.select %in, %in_69, %in_70 : f32
      linalg.yield %200 : f32
    } -> tensor<1x1x32x32xf32>
    %31 = tensor.empty() : tensor<1x32x32xf64>
    %32 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<1x32x32xf32>) outs(%31 : tensor<1x32x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %200 = arith.extf %in : f32 to f64
      linalg.yield %200 : f64
    } -> tensor<1x32x32xf64>
    %33 = tensor.empty() : tensor<1x32x1xf64>
    %34 = linalg.fill ins(%cst : f64) outs(%33 : tensor<1x32x1xf64>) -> tensor<1x32x1xf64>
    %35 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%32 : tensor<1x32x32xf64>) outs(%34 : tensor<1x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %200 = arith.addf %in, %out : f64
      linalg.yield %200 : f64
    } -> tensor<1x32x1xf64>
    %36 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35 : tensor<1x32x1xf64>) outs(%33 : tensor<1x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %200 = arith.divf %in, %cst_8 : f64
      linalg.yield %200 : f64
    } -> tensor<1x32x1xf64>
    %37 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32, %36 : tensor<1x32x32xf64>, tensor<1x32x1xf64>) outs(%31 : tensor<1x32x32xf64>) {
    ^bb0(%in: f64, %in_69: f64, %out: f64):
      %200 = arith.subf %in, %in_69 : f64
      linalg.yield %200 : f64
    } -> tensor<1x32x32xf64>
    %38 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%37, %37 : tensor<1x32x32xf64>, tensor<1x32x32xf64>) outs(%31 : tensor<1x32x32xf64>) {
    ^bb0(%in: f64, %in_69: f64, %out: f64):
      %200 = arith.mulf %in, %in_69 : f64
      linalg.yield %200 : f64
    } -> tensor<1x32x32xf64>
    %39 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%38 : tensor<1x32x32xf64>) outs(%34 : tensor<1x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %200 = arith.addf %in, %out : f64
      linalg.yield %200 : f64
    } -> tensor<1x32x1xf64>
    %40 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39 : tensor<1x32x1xf64>) outs(%33 : tensor<1x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %200 = arith.divf %in, %cst_8 : f64
      linalg.yield %200 : f64
    } -> tensor<1x32x1xf64>
    %41 = tensor.empty() : tensor<1x32x1xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40 : tensor<1x32x1xf64>) outs(%41 : tensor<1x32x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %200 = arith.truncf %in : f64 to f32
      linalg.yield %200 : f32
    } -> tensor<1x32x1xf32>
    %43 = linalg.fill ins(%cst_0 : f32) outs(%41 : tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %44 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%5 : tensor<1x32x32xf32>) outs(%43 : tensor<1x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %200 = arith.addf %in, %out : f32
      linalg.yield %200 : f32
    } -> tensor<1x32x1xf32>
    %45 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%44 : tensor<1x32x1xf32>) outs(%41 : tensor<1x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %200 = arith.divf %in, %cst_9 : f32
      linalg.yield %200 : f32
    } -> tensor<1x32x1xf32>
    %46 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%42 : tensor<1x32x1xf32>) outs(%41 : tensor<1x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %200 = arith.truncf %cst_7 : f64 to f32
      %201 = arith.addf %in, %200 : f32
      linalg.yield %201 : f32
    } -> tensor<1x32x1xf32>
    %47 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%46 : tensor<1x32x1xf32>) outs(%41 : tensor<1x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %200 = math.rsqrt %in : f32
      linalg.yield %200 : f32
    } -> tensor<1x32x1xf32>
    %48 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %45 : tensor<1x32x32xf32>, tensor<1x32x1xf32>) outs(%0 : tensor<1x32x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %200 = arith.subf %in, %in_69 : f32
      linalg.yield %200 : f32
    } -> tensor<1x32x32xf32>
    %49 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%48, %47 : tensor<1x32x32xf32>, tensor<1x32x1xf32>) outs(%0 : tensor<1x32x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %200 = arith.mulf %in, %in_69 : f32
      linalg.yield %200 : f32
    } -> tensor<1x32x32xf32>
    %50 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%49, %arg2 : tensor<1x32x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x32x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %200 = arith.mulf %in, %in_69 : f32
      linalg.yield %200 : f32
    } -> tensor<1x32x32xf32>
    %51 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%50, %arg3 : tensor<1x32x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x32x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %200 = arith.addf %in, %in_69 : f32
      linalg.yield %200 : f32
    } -> tensor<1x32x32xf32>
    %collapsed = tensor.collapse_shape %51 [[0, 1], [2]] : tensor<1x32x32xf32> into tensor<32x32xf32>
    %52 = tensor.empty() : tensor<32x96xf32>
    %53 = linalg.fill ins(%cst_0 : f32) outs(%52 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %54 = linalg.matmul ins(%collapsed, %arg4 : tensor<32x32xf32>, tensor<32x96xf32>) outs(%53 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %55 = linalg.generic {indexing_maps = [#map13, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<96xf32>) outs(%52 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x96xf32>
    %56 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%54, %55 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%52 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %200 = arith.addf %in, %in_69 : f32
      linalg.yield %200 : f32
    } -> tensor<32x96xf32>
    %expanded_18 = tensor.expand_shape %56 [[0, 1], [2]] output_shape [1, 32, 96] : tensor<32x96xf32> into tensor<1x32x96xf32>
    %extracted_slice_19 = tensor.extract_slice %expanded_18[0, 0, 0] [1, 32, 32] [1, 1, 1] : tensor<1x32x96xf32> to tensor<1x32x32xf32>
    %extracted_slice_20 = tensor.extract_slice %expanded_18[0, 0, 32] [1, 32, 32] [1, 1, 1] : tensor<1x32x96xf32> to tensor<1x32x32xf32>
    %extracted_slice_21 = tensor.extract_slice %expanded_18[0, 0, 64] [1, 32, 32] [1, 1, 1] : tensor<1x32x96xf32> to tensor<1x32x32xf32>
    %expanded_22 = tensor.expand_shape %extracted_slice_20 [[0], [1], [2, 3]] output_shape [1, 32, 2, 16] : tensor<1x32x32xf32> into tensor<1x32x2x16xf32>
    %expanded_23 = tensor.expand_shape %extracted_slice_21 [[0], [1], [2, 3]] output_shape [1, 32, 2, 16] : tensor<1x32x32xf32> into tensor<1x32x2x16xf32>
    %57 = tensor.empty() : tensor<1x2x32x16xf32>
    %transposed = linalg.transpose ins(%expanded_23 : tensor<1x32x2x16xf32>) outs(%57 : tensor<1x2x32x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_24 = tensor.expand_shape %extracted_slice_19 [[0], [1], [2, 3]] output_shape [1, 32, 2, 16] : tensor<1x32x32xf32> into tensor<1x32x2x16xf32>
    %transposed_25 = linalg.transpose ins(%expanded_24 : tensor<1x32x2x16xf32>) outs(%57 : tensor<1x2x32x16xf32>) permutation = [0, 2, 1, 3] 
    %58 = tensor.empty() : tensor<1x2x16x32xf32>
    %transposed_26 = linalg.transpose ins(%expanded_22 : tensor<1x32x2x16xf32>) outs(%58 : tensor<1x2x16x32xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_27 = tensor.collapse_shape %transposed_25 [[0, 1], [2], [3]] : tensor<1x2x32x16xf32> into tensor<2x32x16xf32>
    %collapsed_28 = tensor.collapse_shape %transposed_26 [[0, 1], [2], [3]] : tensor<1x2x16x32xf32> into tensor<2x16x32xf32>
    %59 = tensor.empty() : tensor<2x32x32xf32>
    %60 = linalg.fill ins(%cst_0 : f32) outs(%59 : tensor<2x32x32xf32>) -> tensor<2x32x32xf32>
    %61 = linalg.batch_matmul ins(%collapsed_27, %collapsed_28 : tensor<2x32x16xf32>, tensor<2x16x32xf32>) outs(%60 : tensor<2x32x32xf32>) -> tensor<2x32x32xf32>
    %expanded_29 = tensor.expand_shape %61 [[0, 1], [2], [3]] output_shape [1, 2, 32, 32] : tensor<2x32x32xf32> into tensor<1x2x32x32xf32>
    %62 = tensor.empty() : tensor<1x2x32x32xf32>
    %63 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_29 : tensor<1x2x32x32xf32>) outs(%62 : tensor<1x2x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %200 = arith.mulf %in, %cst_10 : f32
      linalg.yield %200 : f32
    } -> tensor<1x2x32x32xf32>
    %64 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %30 : tensor<1x2x32x32xf32>, tensor<1x1x32x32xf32>) outs(%62 : tensor<1x2x32x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %200 = arith.addf %in, %in_69 : f32
      linalg.yield %200 : f32
    } -> tensor<1x2x32x32xf32>
    %65 = tensor.empty() : tensor<1x2x32xi64>
    %66 = linalg.fill ins(%c0_i64 : i64) outs(%65 : tensor<1x2x32xi64>) -> tensor<1x2x32xi64>
    %67 = tensor.empty() : tensor<1x2x32xf32>
    %68 = linalg.fill ins(%cst_1 : f32) outs(%67 : tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %69:2 = linalg.generic {indexing_maps = [#map6, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%64 : tensor<1x2x32x32xf32>) outs(%68, %66 : tensor<1x2x32xf32>, tensor<1x2x32xi64>) {
    ^bb0(%in: f32, %out: f32, %out_69: i64):
      %200 = linalg.index 3 : index
      %201 = arith.index_cast %200 : index to i64
      %202 = arith.maximumf %in, %out : f32
      %203 = arith.cmpf ogt, %in, %out : f32
      %204 = arith.select %203, %201, %out_69 : i64
      linalg.yield %202, %204 : f32, i64
    } -> (tensor<1x2x32xf32>, tensor<1x2x32xi64>)
    %expanded_30 = tensor.expand_shape %69#0 [[0], [1], [2, 3]] output_shape [1, 2, 32, 1] : tensor<1x2x32xf32> into tensor<1x2x32x1xf32>
    %70 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %expanded_30 : tensor<1x2x32x32xf32>, tensor<1x2x32x1xf32>) outs(%62 : tensor<1x2x32x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %200 = arith.subf %in, %in_69 : f32
      linalg.yield %200 : f32
    } -> tensor<1x2x32x32xf32>
    %71 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70 : tensor<1x2x32x32xf32>) outs(%62 : tensor<1x2x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %200 = math.exp %in : f32
      linalg.yield %200 : f32
    } -> tensor<1x2x32x32xf32>
    %72 = tensor.empty() : tensor<1x2x32x1xf32>
    %73 = linalg.fill ins(%cst_0 : f32) outs(%72 : tensor<1x2x32x1xf32>) -> tensor<1x2x32x1xf32>
    %74 = linalg.generic {indexing_maps = [#map6, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%71 : tensor<1x2x32x32xf32>) outs(%73 : tensor<1x2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %200 = arith.addf %in, %out : f32
      linalg.yield %200 : f32
    } -> tensor<1x2x32x1xf32>
    %75 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71, %74 : tensor<1x2x32x32xf32>, tensor<1x2x32x1xf32>) outs(%62 : tensor<1x2x32x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %200 = arith.divf %in, %in_69 : f32
      linalg.yield %200 : f32
    } -> tensor<1x2x32x32xf32>
    %collapsed_31 = tensor.collapse_shape %75 [[0, 1], [2], [3]] : tensor<1x2x32x32xf32> into tensor<2x32x32xf32>
    %collapsed_32 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<1x2x32x16xf32> into tensor<2x32x16xf32>
    %76 = tensor.empty() : tensor<2x32x16xf32>
    %77 = linalg.fill ins(%cst_0 : f32) outs(%76 : tensor<2x32x16xf32>) -> tensor<2x32x16xf32>
    %78 = linalg.batch_matmul ins(%collapsed_31, %collapsed_32 : tensor<2x32x32xf32>, tensor<2x32x16xf32>) outs(%77 : tensor<2x32x16xf32>) -> tensor<2x32x16xf32>
    %expanded_33 = tensor.expand_shape %78 [[0, 1], [2], [3]] output_shape [1, 2, 32, 16] : tensor<2x32x16xf32> into tensor<1x2x32x16xf32>
    %79 = tensor.empty() : tensor<1x32x2x16xf32>
    %transposed_34 = linalg.transpose ins(%expanded_33 : tensor<1x2x32x16xf32>) outs(%79 : tensor<1x32x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_35 = tensor.collapse_shape %transposed_34 [[0, 1], [2, 3]] : tensor<1x32x2x16xf32> into tensor<32x32xf32>
    %80 = tensor.empty() : tensor<32x32xf32>
    %81 = linalg.fill ins(%cst_0 : f32) outs(%80 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %82 = linalg.matmul ins(%collapsed_35, %arg6 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%81 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %83 = linalg.generic {indexing_maps = [#map13, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<32xf32>) outs(%80 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %84 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%82, %83 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%80 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %200 = arith.addf %in, %in_69 : f32
      linalg.yield %200 : f32
    } -> tensor<32x32xf32>
    %expanded_36 = tensor.expand_shape %84 [[0, 1], [2]] output_shape [1, 32, 32] : tensor<32x32xf32> into tensor<1x32x32xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_36, %5 : tensor<1x32x32xf32>, tensor<1x32x32xf32>) outs(%0 : tensor<1x32x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %200 = arith.addf %in, %in_69 : f32
      linalg.yield %200 : f32
    } -> tensor<1x32x32xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<1x32x32xf32>) outs(%31 : tensor<1x32x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %200 = arith.extf %in : f32 to f64
      linalg.yield %200 : f64
    } -> tensor<1x32x32xf64>
    %87 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%86 : tensor<1x32x32xf64>) outs(%34 : tensor<1x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %200 = arith.addf %in, %out : f64
      linalg.yield %200 : f64
    } -> tensor<1x32x1xf64>
    %88 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<1x32x1xf64>) outs(%33 : tensor<1x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %200 = arith.divf %in, %cst_8 : f64
      linalg.yield %200 : f64
    } -> tensor<1x32x1xf64>
    %89 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86, %88 : tensor<1x32x32xf64>, tensor<1x32x1xf64>) outs(%31 : tensor<1x32x32xf64>) {
    ^bb0(%in: f64, %in_69: f64, %out: f64):
      %200 = arith.subf %in, %in_69 : f64
      linalg.yield %200 : f64
    } -> tensor<1x32x32xf64>
    %90 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89, %89 : tensor<1x32x32xf64>, tensor<1x32x32xf64>) outs(%31 : tensor<1x32x32xf64>) {
    ^bb0(%in: f64, %in_69: f64, %out: f64):
      %200 = arith.mulf %in, %in_69 : f64
      linalg.yield %200 : f64
    } -> tensor<1x32x32xf64>
    %91 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%90 : tensor<1x32x32xf64>) outs(%34 : tensor<1x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %200 = arith.addf %in, %out : f64
      linalg.yield %200 : f64
    } -> tensor<1x32x1xf64>
    %92 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<1x32x1xf64>) outs(%33 : tensor<1x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %200 = arith.divf %in, %cst_8 : f64
      linalg.yield %200 : f64
    } -> tensor<1x32x1xf64>
    %93 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92 : tensor<1x32x1xf64>) outs(%41 : tensor<1x32x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %200 = arith.truncf %in : f64 to f32
      linalg.yield %200 : f32
    } -> tensor<1x32x1xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%85 : tensor<1x32x32xf32>) outs(%43 : tensor<1x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %200 = arith.addf %in, %out : f32
      linalg.yield %200 : f32
    } -> tensor<1x32x1xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<1x32x1xf32>) outs(%41 : tensor<1x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %200 = arith.divf %in, %cst_9 : f32
      linalg.yield %200 : f32
    } -> tensor<1x32x1xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93 : tensor<1x32x1xf32>) outs(%41 : tensor<1x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %200 = arith.truncf %cst_7 : f64 to f32
      %201 = arith.addf %in, %200 : f32
      linalg.yield %201 : f32
    } -> tensor<1x32x1xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96 : tensor<1x32x1xf32>) outs(%41 : tensor<1x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %200 = math.rsqrt %in : f32
      linalg.yield %200 : f32
    } -> tensor<1x32x1xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %95 : tensor<1x32x32xf32>, tensor<1x32x1xf32>) outs(%0 : tensor<1x32x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %200 = arith.subf %in, %in_69 : f32
      linalg.yield %200 : f32
    } -> tensor<1x32x32xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98, %97 : tensor<1x32x32xf32>, tensor<1x32x1xf32>) outs(%0 : tensor<1x32x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %200 = arith.mulf %in, %in_69 : f32
      linalg.yield %200 : f32
    } -> tensor<1x32x32xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99, %arg8 : tensor<1x32x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x32x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %200 = arith.mulf %in, %in_69 : f32
      linalg.yield %200 : f32
    } -> tensor<1x32x32xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100, %arg9 : tensor<1x32x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x32x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %200 = arith.addf %in, %in_69 : f32
      linalg.yield %200 : f32
    } -> tensor<1x32x32xf32>
    %collapsed_37 = tensor.collapse_shape %101 [[0, 1], [2]] : tensor<1x32x32xf32> into tensor<32x32xf32>
    %102 = tensor.empty() : tensor<32x128xf32>
    %103 = linalg.fill ins(%cst_0 : f32) outs(%102 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %104 = linalg.matmul ins(%collapsed_37, %arg10 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%103 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %105 = linalg.generic {indexing_maps = [#map13, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<128xf32>) outs(%102 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x128xf32>
    %106 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%104, %105 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%102 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %200 = arith.addf %in, %in_69 : f32
      linalg.yield %200 : f32
    } -> tensor<32x128xf32>
    %expanded_38 = tensor.expand_shape %106 [[0, 1], [2]] output_shape [1, 32, 128] : tensor<32x128xf32> into tensor<1x32x128xf32>
    %107 = tensor.empty() : tensor<1x32x128xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_38 : tensor<1x32x128xf32>) outs(%107 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %200 = arith.mulf %in, %cst_11 : f32
      linalg.yield %200 : f32
    } -> tensor<1x32x128xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_38 : tensor<1x32x128xf32>) outs(%107 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %200 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %200 : f32
    } -> tensor<1x32x128xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109 : tensor<1x32x128xf32>) outs(%107 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %200 = arith.truncf %cst_6 : f64 to f32
      %201 = arith.mulf %in, %200 : f32
      linalg.yield %201 : f32
    } -> tensor<1x32x128xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_38, %110 : tensor<1x32x128xf32>, tensor<1x32x128xf32>) outs(%107 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %200 = arith.addf %in, %in_69 : f32
      linalg.yield %200 : f32
    } -> tensor<1x32x128xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<1x32x128xf32>) outs(%107 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %200 = arith.truncf %cst_5 : f64 to f32
      %201 = arith.mulf %in, %200 : f32
      linalg.yield %201 : f32
    } -> tensor<1x32x128xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<1x32x128xf32>) outs(%107 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %200 = math.tanh %in : f32
      linalg.yield %200 : f32
    } -> tensor<1x32x128xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<1x32x128xf32>) outs(%107 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %200 = arith.addf %in, %cst_12 : f32
      linalg.yield %200 : f32
    } -> tensor<1x32x128xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108, %114 : tensor<1x32x128xf32>, tensor<1x32x128xf32>) outs(%107 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %200 = arith.mulf %in, %in_69 : f32
      linalg.yield %200 : f32
    } -> tensor<1x32x128xf32>
    %collapsed_39 = tensor.collapse_shape %115 [[0, 1], [2]] : tensor<1x32x128xf32> into tensor<32x128xf32>
    %116 = linalg.matmul ins(%collapsed_39, %arg12 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%81 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %117 = linalg.generic {indexing_maps = [#map13, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<32xf32>) outs(%80 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %118 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%116, %117 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%80 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %200 = arith.addf %in, %in_69 : f32
      linalg.yield %200 : f32
    } -> tensor<32x32xf32>
    %expanded_40 = tensor.expand_shape %118 [[0, 1], [2]] output_shape [1, 32, 32] : tensor<32x32xf32> into tensor<1x32x32xf32>
    %119 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %expanded_40 : tensor<1x32x32xf32>, tensor<1x32x32xf32>) outs(%0 : tensor<1x32x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %200 = arith.addf %in, %in_69 : f32
      linalg.yield %200 : f32
    } -> tensor<1x32x32xf32>
    %120 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119 : tensor<1x32x32xf32>) outs(%31 : tensor<1x32x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %200 = arith.extf %in : f32 to f64
      linalg.yield %200 : f64
    } -> tensor<1x32x32xf64>
    %121 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%120 : tensor<1x32x32xf64>) outs(%34 : tensor<1x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %200 = arith.addf %in, %out : f64
      linalg.yield %200 : f64
    } -> tensor<1x32x1xf64>
    %122 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121 : tensor<1x32x1xf64>) outs(%33 : tensor<1x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %200 = arith.divf %in, %cst_8 : f64
      linalg.yield %200 : f64
    } -> tensor<1x32x1xf64>
    %123 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120, %122 : tensor<1x32x32xf64>, tensor<1x32x1xf64>) outs(%31 : tensor<1x32x32xf64>) {
    ^bb0(%in: f64, %in_69: f64, %out: f64):
      %200 = arith.subf %in, %in_69 : f64
      linalg.yield %200 : f64
    } -> tensor<1x32x32xf64>
    %124 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123, %123 : tensor<1x32x32xf64>, tensor<1x32x32xf64>) outs(%31 : tensor<1x32x32xf64>) {
    ^bb0(%in: f64, %in_69: f64, %out: f64):
      %200 = arith.mulf %in, %in_69 : f64
      linalg.yield %200 : f64
    } -> tensor<1x32x32xf64>
    %125 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%124 : tensor<1x32x32xf64>) outs(%34 : tensor<1x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %200 = arith.addf %in, %out : f64
      linalg.yield %200 : f64
    } -> tensor<1x32x1xf64>
    %126 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125 : tensor<1x32x1xf64>) outs(%33 : tensor<1x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %200 = arith.divf %in, %cst_8 : f64
      linalg.yield %200 : f64
    } -> tensor<1x32x1xf64>
    %127 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<1x32x1xf64>) outs(%41 : tensor<1x32x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %200 = arith.truncf %in : f64 to f32
      linalg.yield %200 : f32
    } -> tensor<1x32x1xf32>
    %128 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%119 : tensor<1x32x32xf32>) outs(%43 : tensor<1x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %200 = arith.addf %in, %out : f32
      linalg.yield %200 : f32
    } -> tensor<1x32x1xf32>
    %129 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128 : tensor<1x32x1xf32>) outs(%41 : tensor<1x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %200 = arith.divf %in, %cst_9 : f32
      linalg.yield %200 : f32
    } -> tensor<1x32x1xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127 : tensor<1x32x1xf32>) outs(%41 : tensor<1x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %200 = arith.truncf %cst_7 : f64 to f32
      %201 = arith.addf %in, %200 : f32
      linalg.yield %201 : f32
    } -> tensor<1x32x1xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130 : tensor<1x32x1xf32>) outs(%41 : tensor<1x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %200 = math.rsqrt %in : f32
      linalg.yield %200 : f32
    } -> tensor<1x32x1xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119, %129 : tensor<1x32x32xf32>, tensor<1x32x1xf32>) outs(%0 : tensor<1x32x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %200 = arith.subf %in, %in_69 : f32
      linalg.yield %200 : f32
    } -> tensor<1x32x32xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132, %131 : tensor<1x32x32xf32>, tensor<1x32x1xf32>) outs(%0 : tensor<1x32x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %200 = arith.mulf %in, %in_69 : f32
      linalg.yield %200 : f32
    } -> tensor<1x32x32xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133, %arg14 : tensor<1x32x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x32x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %200 = arith.mulf %in, %in_69 : f32
      linalg.yield %200 : f32
    } -> tensor<1x32x32xf32>
    %135 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134, %arg15 : tensor<1x32x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x32x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %200 = arith.addf %in, %in_69 : f32
      linalg.yield %200 : f32
    } -> tensor<1x32x32xf32>
    %collapsed_41 = tensor.collapse_shape %135 [[0, 1], [2]] : tensor<1x32x32xf32> into tensor<32x32xf32>
    %136 = linalg.matmul ins(%collapsed_41, %arg16 : tensor<32x32xf32>, tensor<32x96xf32>) outs(%53 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %137 = linalg.generic {indexing_maps = [#map13, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<96xf32>) outs(%52 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x96xf32>
    %138 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%136, %137 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%52 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %200 = arith.addf %in, %in_69 : f32
      linalg.yield %200 : f32
    } -> tensor<32x96xf32>
    %expanded_42 = tensor.expand_shape %138 [[0, 1], [2]] output_shape [1, 32, 96] : tensor<32x96xf32> into tensor<1x32x96xf32>
    %extracted_slice_43 = tensor.extract_slice %expanded_42[0, 0, 0] [1, 32, 32] [1, 1, 1] : tensor<1x32x96xf32> to tensor<1x32x32xf32>
    %extracted_slice_44 = tensor.extract_slice %expanded_42[0, 0, 32] [1, 32, 32] [1, 1, 1] : tensor<1x32x96xf32> to tensor<1x32x32xf32>
    %extracted_slice_45 = tensor.extract_slice %expanded_42[0, 0, 64] [1, 32, 32] [1, 1, 1] : tensor<1x32x96xf32> to tensor<1x32x32xf32>
    %expanded_46 = tensor.expand_shape %extracted_slice_44 [[0], [1], [2, 3]] output_shape [1, 32, 2, 16] : tensor<1x32x32xf32> into tensor<1x32x2x16xf32>
    %expanded_47 = tensor.expand_shape %extracted_slice_45 [[0], [1], [2, 3]] output_shape [1, 32, 2, 16] : tensor<1x32x32xf32> into tensor<1x32x2x16xf32>
    %transposed_48 = linalg.transpose ins(%expanded_47 : tensor<1x32x2x16xf32>) outs(%57 : tensor<1x2x32x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_49 = tensor.expand_shape %extracted_slice_43 [[0], [1], [2, 3]] output_shape [1, 32, 2, 16] : tensor<1x32x32xf32> into tensor<1x32x2x16xf32>
    %transposed_50 = linalg.transpose ins(%expanded_49 : tensor<1x32x2x16xf32>) outs(%57 : tensor<1x2x32x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_51 = linalg.transpose ins(%expanded_46 : tensor<1x32x2x16xf32>) outs(%58 : tensor<1x2x16x32xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_52 = tensor.collapse_shape %transposed_50 [[0, 1], [2], [3]] : tensor<1x2x32x16xf32> into tensor<2x32x16xf32>
    %collapsed_53 = tensor.collapse_shape %transposed_51 [[0, 1], [2], [3]] : tensor<1x2x16x32xf32> into tensor<2x16x32xf32>
    %139 = linalg.batch_matmul ins(%collapsed_52, %collapsed_53 : tensor<2x32x16xf32>, tensor<2x16x32xf32>) outs(%60 : tensor<2x32x32xf32>) -> tensor<2x32x32xf32>
    %expanded_54 = tensor.expand_shape %139 [[0, 1], [2], [3]] output_shape [1, 2, 32, 32] : tensor<2x32x32xf32> into tensor<1x2x32x32xf32>
    %140 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_54 : tensor<1x2x32x32xf32>) outs(%62 : tensor<1x2x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %200 = arith.mulf %in, %cst_10 : f32
      linalg.yield %200 : f32
    } -> tensor<1x2x32x32xf32>
    %141 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%140, %30 : tensor<1x2x32x32xf32>, tensor<1x1x32x32xf32>) outs(%62 : tensor<1x2x32x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %200 = arith.addf %in, %in_69 : f32
      linalg.yield %200 : f32
    } -> tensor<1x2x32x32xf32>
    %142:2 = linalg.generic {indexing_maps = [#map6, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%141 : tensor<1x2x32x32xf32>) outs(%68, %66 : tensor<1x2x32xf32>, tensor<1x2x32xi64>) {
    ^bb0(%in: f32, %out: f32, %out_69: i64):
      %200 = linalg.index 3 : index
      %201 = arith.index_cast %200 : index to i64
      %202 = arith.maximumf %in, %out : f32
      %203 = arith.cmpf ogt, %in, %out : f32
      %204 = arith.select %203, %201, %out_69 : i64
      linalg.yield %202, %204 : f32, i64
    } -> (tensor<1x2x32xf32>, tensor<1x2x32xi64>)
    %expanded_55 = tensor.expand_shape %142#0 [[0], [1], [2, 3]] output_shape [1, 2, 32, 1] : tensor<1x2x32xf32> into tensor<1x2x32x1xf32>
    %143 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%141, %expanded_55 : tensor<1x2x32x32xf32>, tensor<1x2x32x1xf32>) outs(%62 : tensor<1x2x32x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %200 = arith.subf %in, %in_69 : f32
      linalg.yield %200 : f32
    } -> tensor<1x2x32x32xf32>
    %144 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%143 : tensor<1x2x32x32xf32>) outs(%62 : tensor<1x2x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %200 = math.exp %in : f32
      linalg.yield %200 : f32
    } -> tensor<1x2x32x32xf32>
    %145 = linalg.generic {indexing_maps = [#map6, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%144 : tensor<1x2x32x32xf32>) outs(%73 : tensor<1x2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %200 = arith.addf %in, %out : f32
      linalg.yield %200 : f32
    } -> tensor<1x2x32x1xf32>
    %146 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%144, %145 : tensor<1x2x32x32xf32>, tensor<1x2x32x1xf32>) outs(%62 : tensor<1x2x32x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %200 = arith.divf %in, %in_69 : f32
      linalg.yield %200 : f32
    } -> tensor<1x2x32x32xf32>
    %collapsed_56 = tensor.collapse_shape %146 [[0, 1], [2], [3]] : tensor<1x2x32x32xf32> into tensor<2x32x32xf32>
    %collapsed_57 = tensor.collapse_shape %transposed_48 [[0, 1], [2], [3]] : tensor<1x2x32x16xf32> into tensor<2x32x16xf32>
    %147 = linalg.batch_matmul ins(%collapsed_56, %collapsed_57 : tensor<2x32x32xf32>, tensor<2x32x16xf32>) outs(%77 : tensor<2x32x16xf32>) -> tensor<2x32x16xf32>
    %expanded_58 = tensor.expand_shape %147 [[0, 1], [2], [3]] output_shape [1, 2, 32, 16] : tensor<2x32x16xf32> into tensor<1x2x32x16xf32>
    %transposed_59 = linalg.transpose ins(%expanded_58 : tensor<1x2x32x16xf32>) outs(%79 : tensor<1x32x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_60 = tensor.collapse_shape %transposed_59 [[0, 1], [2, 3]] : tensor<1x32x2x16xf32> into tensor<32x32xf32>
    %148 = linalg.matmul ins(%collapsed_60, %arg18 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%81 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %149 = linalg.generic {indexing_maps = [#map13, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<32xf32>) outs(%80 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %150 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%148, %149 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%80 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %200 = arith.addf %in, %in_69 : f32
      linalg.yield %200 : f32
    } -> tensor<32x32xf32>
    %expanded_61 = tensor.expand_shape %150 [[0, 1], [2]] output_shape [1, 32, 32] : tensor<32x32xf32> into tensor<1x32x32xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_61, %119 : tensor<1x32x32xf32>, tensor<1x32x32xf32>) outs(%0 : tensor<1x32x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %200 = arith.addf %in, %in_69 : f32
      linalg.yield %200 : f32
    } -> tensor<1x32x32xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151 : tensor<1x32x32xf32>) outs(%31 : tensor<1x32x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %200 = arith.extf %in : f32 to f64
      linalg.yield %200 : f64
    } -> tensor<1x32x32xf64>
    %153 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%152 : tensor<1x32x32xf64>) outs(%34 : tensor<1x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %200 = arith.addf %in, %out : f64
      linalg.yield %200 : f64
    } -> tensor<1x32x1xf64>
    %154 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153 : tensor<1x32x1xf64>) outs(%33 : tensor<1x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %200 = arith.divf %in, %cst_8 : f64
      linalg.yield %200 : f64
    } -> tensor<1x32x1xf64>
    %155 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152, %154 : tensor<1x32x32xf64>, tensor<1x32x1xf64>) outs(%31 : tensor<1x32x32xf64>) {
    ^bb0(%in: f64, %in_69: f64, %out: f64):
      %200 = arith.subf %in, %in_69 : f64
      linalg.yield %200 : f64
    } -> tensor<1x32x32xf64>
    %156 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155, %155 : tensor<1x32x32xf64>, tensor<1x32x32xf64>) outs(%31 : tensor<1x32x32xf64>) {
    ^bb0(%in: f64, %in_69: f64, %out: f64):
      %200 = arith.mulf %in, %in_69 : f64
      linalg.yield %200 : f64
    } -> tensor<1x32x32xf64>
    %157 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%156 : tensor<1x32x32xf64>) outs(%34 : tensor<1x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %200 = arith.addf %in, %out : f64
      linalg.yield %200 : f64
    } -> tensor<1x32x1xf64>
    %158 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157 : tensor<1x32x1xf64>) outs(%33 : tensor<1x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %200 = arith.divf %in, %cst_8 : f64
      linalg.yield %200 : f64
    } -> tensor<1x32x1xf64>
    %159 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158 : tensor<1x32x1xf64>) outs(%41 : tensor<1x32x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %200 = arith.truncf %in : f64 to f32
      linalg.yield %200 : f32
    } -> tensor<1x32x1xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%151 : tensor<1x32x32xf32>) outs(%43 : tensor<1x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %200 = arith.addf %in, %out : f32
      linalg.yield %200 : f32
    } -> tensor<1x32x1xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160 : tensor<1x32x1xf32>) outs(%41 : tensor<1x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %200 = arith.divf %in, %cst_9 : f32
      linalg.yield %200 : f32
    } -> tensor<1x32x1xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159 : tensor<1x32x1xf32>) outs(%41 : tensor<1x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %200 = arith.truncf %cst_7 : f64 to f32
      %201 = arith.addf %in, %200 : f32
      linalg.yield %201 : f32
    } -> tensor<1x32x1xf32>
    %163 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162 : tensor<1x32x1xf32>) outs(%41 : tensor<1x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %200 = math.rsqrt %in : f32
      linalg.yield %200 : f32
    } -> tensor<1x32x1xf32>
    %164 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151, %161 : tensor<1x32x32xf32>, tensor<1x32x1xf32>) outs(%0 : tensor<1x32x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %200 = arith.subf %in, %in_69 : f32
      linalg.yield %200 : f32
    } -> tensor<1x32x32xf32>
    %165 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164, %163 : tensor<1x32x32xf32>, tensor<1x32x1xf32>) outs(%0 : tensor<1x32x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %200 = arith.mulf %in, %in_69 : f32
      linalg.yield %200 : f32
    } -> tensor<1x32x32xf32>
    %166 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165, %arg20 : tensor<1x32x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x32x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %200 = arith.mulf %in, %in_69 : f32
      linalg.yield %200 : f32
    } -> tensor<1x32x32xf32>
    %167 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166, %arg21 : tensor<1x32x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x32x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %200 = arith.addf %in, %in_69 : f32
      linalg.yield %200 : f32
    } -> tensor<1x32x32xf32>
    %collapsed_62 = tensor.collapse_shape %167 [[0, 1], [2]] : tensor<1x32x32xf32> into tensor<32x32xf32>
    %168 = linalg.matmul ins(%collapsed_62, %arg22 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%103 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %169 = linalg.generic {indexing_maps = [#map13, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<128xf32>) outs(%102 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x128xf32>
    %170 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%168, %169 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%102 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %200 = arith.addf %in, %in_69 : f32
      linalg.yield %200 : f32
    } -> tensor<32x128xf32>
    %expanded_63 = tensor.expand_shape %170 [[0, 1], [2]] output_shape [1, 32, 128] : tensor<32x128xf32> into tensor<1x32x128xf32>
    %171 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_63 : tensor<1x32x128xf32>) outs(%107 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %200 = arith.mulf %in, %cst_11 : f32
      linalg.yield %200 : f32
    } -> tensor<1x32x128xf32>
    %172 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_63 : tensor<1x32x128xf32>) outs(%107 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %200 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %200 : f32
    } -> tensor<1x32x128xf32>
    %173 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172 : tensor<1x32x128xf32>) outs(%107 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %200 = arith.truncf %cst_6 : f64 to f32
      %201 = arith.mulf %in, %200 : f32
      linalg.yield %201 : f32
    } -> tensor<1x32x128xf32>
    %174 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_63, %173 : tensor<1x32x128xf32>, tensor<1x32x128xf32>) outs(%107 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %200 = arith.addf %in, %in_69 : f32
      linalg.yield %200 : f32
    } -> tensor<1x32x128xf32>
    %175 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174 : tensor<1x32x128xf32>) outs(%107 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %200 = arith.truncf %cst_5 : f64 to f32
      %201 = arith.mulf %in, %200 : f32
      linalg.yield %201 : f32
    } -> tensor<1x32x128xf32>
    %176 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175 : tensor<1x32x128xf32>) outs(%107 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %200 = math.tanh %in : f32
      linalg.yield %200 : f32
    } -> tensor<1x32x128xf32>
    %177 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176 : tensor<1x32x128xf32>) outs(%107 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %200 = arith.addf %in, %cst_12 : f32
      linalg.yield %200 : f32
    } -> tensor<1x32x128xf32>
    %178 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171, %177 : tensor<1x32x128xf32>, tensor<1x32x128xf32>) outs(%107 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %200 = arith.mulf %in, %in_69 : f32
      linalg.yield %200 : f32
    } -> tensor<1x32x128xf32>
    %collapsed_64 = tensor.collapse_shape %178 [[0, 1], [2]] : tensor<1x32x128xf32> into tensor<32x128xf32>
    %179 = linalg.matmul ins(%collapsed_64, %arg24 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%81 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %180 = linalg.generic {indexing_maps = [#map13, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg25 : tensor<32xf32>) outs(%80 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %181 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%179, %180 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%80 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %200 = arith.addf %in, %in_69 : f32
      linalg.yield %200 : f32
    } -> tensor<32x32xf32>
    %expanded_65 = tensor.expand_shape %181 [[0, 1], [2]] output_shape [1, 32, 32] : tensor<32x32xf32> into tensor<1x32x32xf32>
    %182 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151, %expanded_65 : tensor<1x32x32xf32>, tensor<1x32x32xf32>) outs(%0 : tensor<1x32x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %200 = arith.addf %in, %in_69 : f32
      linalg.yield %200 : f32
    } -> tensor<1x32x32xf32>
    %183 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182 : tensor<1x32x32xf32>) outs(%31 : tensor<1x32x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %200 = arith.extf %in : f32 to f64
      linalg.yield %200 : f64
    } -> tensor<1x32x32xf64>
    %184 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%183 : tensor<1x32x32xf64>) outs(%34 : tensor<1x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %200 = arith.addf %in, %out : f64
      linalg.yield %200 : f64
    } -> tensor<1x32x1xf64>
    %185 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184 : tensor<1x32x1xf64>) outs(%33 : tensor<1x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %200 = arith.divf %in, %cst_8 : f64
      linalg.yield %200 : f64
    } -> tensor<1x32x1xf64>
    %186 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%183, %185 : tensor<1x32x32xf64>, tensor<1x32x1xf64>) outs(%31 : tensor<1x32x32xf64>) {
    ^bb0(%in: f64, %in_69: f64, %out: f64):
      %200 = arith.subf %in, %in_69 : f64
      linalg.yield %200 : f64
    } -> tensor<1x32x32xf64>
    %187 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186, %186 : tensor<1x32x32xf64>, tensor<1x32x32xf64>) outs(%31 : tensor<1x32x32xf64>) {
    ^bb0(%in: f64, %in_69: f64, %out: f64):
      %200 = arith.mulf %in, %in_69 : f64
      linalg.yield %200 : f64
    } -> tensor<1x32x32xf64>
    %188 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%187 : tensor<1x32x32xf64>) outs(%34 : tensor<1x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %200 = arith.addf %in, %out : f64
      linalg.yield %200 : f64
    } -> tensor<1x32x1xf64>
    %189 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188 : tensor<1x32x1xf64>) outs(%33 : tensor<1x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %200 = arith.divf %in, %cst_8 : f64
      linalg.yield %200 : f64
    } -> tensor<1x32x1xf64>
    %190 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189 : tensor<1x32x1xf64>) outs(%41 : tensor<1x32x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %200 = arith.truncf %in : f64 to f32
      linalg.yield %200 : f32
    } -> tensor<1x32x1xf32>
    %191 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%182 : tensor<1x32x32xf32>) outs(%43 : tensor<1x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %200 = arith.addf %in, %out : f32
      linalg.yield %200 : f32
    } -> tensor<1x32x1xf32>
    %192 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%191 : tensor<1x32x1xf32>) outs(%41 : tensor<1x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %200 = arith.divf %in, %cst_9 : f32
      linalg.yield %200 : f32
    } -> tensor<1x32x1xf32>
    %193 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%190 : tensor<1x32x1xf32>) outs(%41 : tensor<1x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %200 = arith.truncf %cst_7 : f64 to f32
      %201 = arith.addf %in, %200 : f32
      linalg.yield %201 : f32
    } -> tensor<1x32x1xf32>
    %194 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%193 : tensor<1x32x1xf32>) outs(%41 : tensor<1x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %200 = math.rsqrt %in : f32
      linalg.yield %200 : f32
    } -> tensor<1x32x1xf32>
    %195 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182, %192 : tensor<1x32x32xf32>, tensor<1x32x1xf32>) outs(%0 : tensor<1x32x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %200 = arith.subf %in, %in_69 : f32
      linalg.yield %200 : f32
    } -> tensor<1x32x32xf32>
    %196 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195, %194 : tensor<1x32x32xf32>, tensor<1x32x1xf32>) outs(%0 : tensor<1x32x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %200 = arith.mulf %in, %in_69 : f32
      linalg.yield %200 : f32
    } -> tensor<1x32x32xf32>
    %197 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%196, %arg26 : tensor<1x32x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x32x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %200 = arith.mulf %in, %in_69 : f32
      linalg.yield %200 : f32
    } -> tensor<1x32x32xf32>
    %198 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%197, %arg27 : tensor<1x32x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x32x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %200 = arith.addf %in, %in_69 : f32
      linalg.yield %200 : f32
    } -> tensor<1x32x32xf32>
    %transposed_66 = linalg.transpose ins(%arg0 : tensor<128x32xf32>) outs(%102 : tensor<32x128xf32>) permutation = [1, 0] 
    %collapsed_67 = tensor.collapse_shape %198 [[0, 1], [2]] : tensor<1x32x32xf32> into tensor<32x32xf32>
    %199 = linalg.matmul ins(%collapsed_67, %transposed_66 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%103 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %expanded_68 = tensor.expand_shape %199 [[0, 1], [2]] output_shape [1, 32, 128] : tensor<32x128xf32> into tensor<1x32x128xf32>
    return %expanded_68 : tensor<1x32x128xf32>
  }
}
