#map = affine_map<(d0, d1, d2) -> (d0, d2, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<() -> ()>
#map3 = affine_map<(d0, d1, d2) -> ()>
#map4 = affine_map<(d0) -> (d0)>
#map5 = affine_map<(d0, d1) -> (d0)>
#map6 = affine_map<(d0, d1) -> (d0, d1)>
#map7 = affine_map<(d0, d1) -> (d1)>
#map8 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map9 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map10 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
module @jit_attention_train {
  func.func @main(%arg0: tensor<2x32x8xf32> {spmd.name = "q", spmd.role = "input"}, %arg1: tensor<2x32x8xf32> {spmd.name = "k", spmd.role = "input"}, %arg2: tensor<2x32x8xf32> {spmd.name = "v", spmd.role = "input"}, %arg3: tensor<2x32x8xf32> {spmd.name = "do", spmd.role = "input"}) -> (tensor<2x32x8xf32> {spmd.name = "output.0"}, tensor<2x32x8xf32> {spmd.name = "output.1"}, tensor<2x32x8xf32> {spmd.name = "output.2"}, tensor<2x32x8xf32> {spmd.name = "output.3"}) {
    %cst = arith.constant 2.82842708 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<2x8x32xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<2x32x8xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x32xf32>
    %2 = tensor.empty() : tensor<2x32x32xf32>
    %3 = linalg.fill ins(%cst_2 : f32) outs(%2 : tensor<2x32x32xf32>) -> tensor<2x32x32xf32>
    %4 = linalg.batch_matmul ins(%arg0, %1 : tensor<2x32x8xf32>, tensor<2x8x32xf32>) outs(%3 : tensor<2x32x32xf32>) -> tensor<2x32x32xf32>
    %5 = tensor.empty() : tensor<f32>
    %6 = linalg.generic {indexing_maps = [#map2], iterator_types = []} outs(%5 : tensor<f32>) {
    ^bb0(%out: f32):
      linalg.yield %cst : f32
    } -> tensor<f32>
    %7 = tensor.empty() : tensor<2x32x32xf32>
    %8 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<f32>) outs(%7 : tensor<2x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x32x32xf32>
    %9 = tensor.empty() : tensor<2x32x32xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %8 : tensor<2x32x32xf32>, tensor<2x32x32xf32>) outs(%9 : tensor<2x32x32xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %92 = arith.divf %in, %in_4 : f32
      linalg.yield %92 : f32
    } -> tensor<2x32x32xf32>
    %11 = tensor.empty() : tensor<32xi32>
    %12 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel"]} outs(%11 : tensor<32xi32>) {
    ^bb0(%out: i32):
      %92 = linalg.index 0 : index
      %93 = arith.index_cast %92 : index to i32
      linalg.yield %93 : i32
    } -> tensor<32xi32>
    %13 = tensor.empty() : tensor<32x32xi32>
    %14 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%12 : tensor<32xi32>) outs(%13 : tensor<32x32xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<32x32xi32>
    %15 = tensor.empty() : tensor<32x32xi32>
    %16 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%12 : tensor<32xi32>) outs(%15 : tensor<32x32xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<32x32xi32>
    %17 = tensor.empty() : tensor<32x32xi1>
    %18 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%14, %16 : tensor<32x32xi32>, tensor<32x32xi32>) outs(%17 : tensor<32x32xi1>) {
    ^bb0(%in: i32, %in_4: i32, %out: i1):
      %92 = arith.cmpi sge, %in, %in_4 : i32
      linalg.yield %92 : i1
    } -> tensor<32x32xi1>
    %19 = tensor.empty() : tensor<2x32x32xi1>
    %20 = linalg.generic {indexing_maps = [#map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<32x32xi1>) outs(%19 : tensor<2x32x32xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<2x32x32xi1>
    %21 = tensor.empty() : tensor<2x32x32xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %10 : tensor<2x32x32xi1>, tensor<2x32x32xf32>) outs(%21 : tensor<2x32x32xf32>) {
    ^bb0(%in: i1, %in_4: f32, %out: f32):
      %92 = arith.select %in, %in_4, %cst_1 : f32
      linalg.yield %92 : f32
    } -> tensor<2x32x32xf32>
    %23 = tensor.empty() : tensor<2x32xf32>
    %24 = linalg.fill ins(%cst_1 : f32) outs(%23 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%22 : tensor<2x32x32xf32>) outs(%24 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.maximumf %out, %in : f32
      linalg.yield %92 : f32
    } -> tensor<2x32xf32>
    %26 = tensor.empty() : tensor<2x32x32xf32>
    %27 = linalg.generic {indexing_maps = [#map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<2x32xf32>) outs(%26 : tensor<2x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x32x32xf32>
    %28 = tensor.empty() : tensor<2x32x32xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22, %27 : tensor<2x32x32xf32>, tensor<2x32x32xf32>) outs(%28 : tensor<2x32x32xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %92 = arith.subf %in, %in_4 : f32
      linalg.yield %92 : f32
    } -> tensor<2x32x32xf32>
    %30 = tensor.empty() : tensor<2x32x32xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<2x32x32xf32>) outs(%30 : tensor<2x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = math.exp %in : f32
      linalg.yield %92 : f32
    } -> tensor<2x32x32xf32>
    %32 = tensor.empty() : tensor<2x32xf32>
    %33 = linalg.fill ins(%cst_2 : f32) outs(%32 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%31 : tensor<2x32x32xf32>) outs(%33 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.addf %out, %in : f32
      linalg.yield %92 : f32
    } -> tensor<2x32xf32>
    %expanded = tensor.expand_shape %34 [[0], [1, 2]] output_shape [2, 32, 1] : tensor<2x32xf32> into tensor<2x32x1xf32>
    %35 = tensor.empty() : tensor<2x32x32xf32>
    %36 = linalg.generic {indexing_maps = [#map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34 : tensor<2x32xf32>) outs(%35 : tensor<2x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x32x32xf32>
    %37 = tensor.empty() : tensor<2x32x32xf32>
    %38 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31, %36 : tensor<2x32x32xf32>, tensor<2x32x32xf32>) outs(%37 : tensor<2x32x32xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %92 = arith.divf %in, %in_4 : f32
      linalg.yield %92 : f32
    } -> tensor<2x32x32xf32>
    %39 = tensor.empty() : tensor<2x32x1xf32>
    %40 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<2x32x1xf32>) outs(%39 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.mulf %in, %in : f32
      linalg.yield %92 : f32
    } -> tensor<2x32x1xf32>
    %41 = tensor.empty() : tensor<2x32x1xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40 : tensor<2x32x1xf32>) outs(%41 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.divf %cst_0, %in : f32
      linalg.yield %92 : f32
    } -> tensor<2x32x1xf32>
    %43 = tensor.empty() : tensor<2x32x8xf32>
    %44 = linalg.fill ins(%cst_2 : f32) outs(%43 : tensor<2x32x8xf32>) -> tensor<2x32x8xf32>
    %45 = linalg.batch_matmul ins(%38, %arg2 : tensor<2x32x32xf32>, tensor<2x32x8xf32>) outs(%44 : tensor<2x32x8xf32>) -> tensor<2x32x8xf32>
    %46 = tensor.empty() : tensor<2x8x32xf32>
    %47 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg3 : tensor<2x32x8xf32>) outs(%46 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x32xf32>
    %48 = tensor.empty() : tensor<2x8x32xf32>
    %49 = linalg.fill ins(%cst_2 : f32) outs(%48 : tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %50 = linalg.batch_matmul ins(%47, %38 : tensor<2x8x32xf32>, tensor<2x32x32xf32>) outs(%49 : tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %51 = tensor.empty() : tensor<2x32x8xf32>
    %52 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%50 : tensor<2x8x32xf32>) outs(%51 : tensor<2x32x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x32x8xf32>
    %53 = tensor.empty() : tensor<2x8x32xf32>
    %54 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2 : tensor<2x32x8xf32>) outs(%53 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x32xf32>
    %55 = tensor.empty() : tensor<2x32x32xf32>
    %56 = linalg.fill ins(%cst_2 : f32) outs(%55 : tensor<2x32x32xf32>) -> tensor<2x32x32xf32>
    %57 = linalg.batch_matmul ins(%arg3, %54 : tensor<2x32x8xf32>, tensor<2x8x32xf32>) outs(%56 : tensor<2x32x32xf32>) -> tensor<2x32x32xf32>
    %58 = tensor.empty() : tensor<2x32x32xf32>
    %59 = linalg.generic {indexing_maps = [#map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%42 : tensor<2x32x1xf32>) outs(%58 : tensor<2x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x32x32xf32>
    %60 = tensor.empty() : tensor<2x32x32xf32>
    %61 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%57, %59 : tensor<2x32x32xf32>, tensor<2x32x32xf32>) outs(%60 : tensor<2x32x32xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %92 = arith.mulf %in, %in_4 : f32
      linalg.yield %92 : f32
    } -> tensor<2x32x32xf32>
    %62 = tensor.empty() : tensor<2x32x32xf32>
    %63 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61, %31 : tensor<2x32x32xf32>, tensor<2x32x32xf32>) outs(%62 : tensor<2x32x32xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %s = arith.mulf %in, %in_4 : f32
      %92 = arith.mulf %s, %in_4 : f32
      linalg.yield %92 : f32
    } -> tensor<2x32x32xf32>
    %64 = tensor.empty() : tensor<2x32xf32>
    %65 = linalg.fill ins(%cst_2 : f32) outs(%64 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %66 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%63 : tensor<2x32x32xf32>) outs(%65 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.addf %out, %in : f32
      linalg.yield %92 : f32
    } -> tensor<2x32xf32>
    %67 = tensor.empty() : tensor<2x32xf32>
    %68 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%66 : tensor<2x32xf32>) outs(%67 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.negf %in : f32
      linalg.yield %92 : f32
    } -> tensor<2x32xf32>
    %expanded_3 = tensor.expand_shape %68 [[0], [1, 2]] output_shape [2, 32, 1] : tensor<2x32xf32> into tensor<2x32x1xf32>
    %69 = tensor.empty() : tensor<2x32x32xf32>
    %70 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%57, %36 : tensor<2x32x32xf32>, tensor<2x32x32xf32>) outs(%69 : tensor<2x32x32xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %92 = arith.divf %in, %in_4 : f32
      linalg.yield %92 : f32
    } -> tensor<2x32x32xf32>
    %71 = tensor.empty() : tensor<2x32xf32>
    %72 = linalg.fill ins(%cst_2 : f32) outs(%71 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_3 : tensor<2x32x1xf32>) outs(%72 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.addf %out, %in : f32
      linalg.yield %92 : f32
    } -> tensor<2x32xf32>
    %74 = tensor.empty() : tensor<2x32x32xf32>
    %75 = linalg.generic {indexing_maps = [#map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73 : tensor<2x32xf32>) outs(%74 : tensor<2x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x32x32xf32>
    %76 = tensor.empty() : tensor<2x32x32xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70, %75 : tensor<2x32x32xf32>, tensor<2x32x32xf32>) outs(%76 : tensor<2x32x32xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %92 = arith.addf %in, %in_4 : f32
      linalg.yield %92 : f32
    } -> tensor<2x32x32xf32>
    %78 = tensor.empty() : tensor<2x32x32xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %31 : tensor<2x32x32xf32>, tensor<2x32x32xf32>) outs(%78 : tensor<2x32x32xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %92 = arith.mulf %in, %in_4 : f32
      linalg.yield %92 : f32
    } -> tensor<2x32x32xf32>
    %80 = tensor.empty() : tensor<2x32x32xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %79 : tensor<2x32x32xi1>, tensor<2x32x32xf32>) outs(%80 : tensor<2x32x32xf32>) {
    ^bb0(%in: i1, %in_4: f32, %out: f32):
      %92 = arith.select %in, %in_4, %cst_2 : f32
      linalg.yield %92 : f32
    } -> tensor<2x32x32xf32>
    %82 = tensor.empty() : tensor<2x32x32xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %8 : tensor<2x32x32xf32>, tensor<2x32x32xf32>) outs(%82 : tensor<2x32x32xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %92 = arith.divf %in, %in_4 : f32
      linalg.yield %92 : f32
    } -> tensor<2x32x32xf32>
    %84 = tensor.empty() : tensor<2x32x32xf32>
    %85 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<2x32x32xf32>) outs(%84 : tensor<2x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x32x32xf32>
    %86 = tensor.empty() : tensor<2x32x8xf32>
    %87 = linalg.fill ins(%cst_2 : f32) outs(%86 : tensor<2x32x8xf32>) -> tensor<2x32x8xf32>
    %88 = linalg.batch_matmul ins(%85, %arg0 : tensor<2x32x32xf32>, tensor<2x32x8xf32>) outs(%87 : tensor<2x32x8xf32>) -> tensor<2x32x8xf32>
    %89 = tensor.empty() : tensor<2x32x8xf32>
    %90 = linalg.fill ins(%cst_2 : f32) outs(%89 : tensor<2x32x8xf32>) -> tensor<2x32x8xf32>
    %91 = linalg.batch_matmul ins(%83, %arg1 : tensor<2x32x32xf32>, tensor<2x32x8xf32>) outs(%90 : tensor<2x32x8xf32>) -> tensor<2x32x8xf32>
    func.return %45, %91, %88, %52 : tensor<2x32x8xf32>, tensor<2x32x8xf32>, tensor<2x32x8xf32>, tensor<2x32x8xf32>
  }
}
