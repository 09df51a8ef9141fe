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
module @jit_attend {
  func.func @main(%arg0: tensor<2x32x8xf32> {spmd.name = "q", spmd.role = "input"}, %arg1: tensor<2x32x8xf32> {spmd.name = "k", spmd.role = "input"}, %arg2: tensor<2x32x8xf32> {spmd.name = "v", spmd.role = "input"}) -> (tensor<2x32x8xf32> {spmd.name = "output"}) {
    %cst = arith.constant 2.82842708 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<2x8x32xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<2x32x8xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x32xf32>
    %2 = tensor.empty() : tensor<2x32x32xf32>
    %3 = linalg.fill ins(%cst_1 : f32) outs(%2 : tensor<2x32x32xf32>) -> tensor<2x32x32xf32>
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
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %42 = arith.divf %in, %in_2 : f32
      linalg.yield %42 : f32
    } -> tensor<2x32x32xf32>
    %11 = tensor.empty() : tensor<32xi32>
    %12 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel"]} outs(%11 : tensor<32xi32>) {
    ^bb0(%out: i32):
      %42 = linalg.index 0 : index
      %43 = arith.index_cast %42 : index to i32
      linalg.yield %43 : i32
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
    ^bb0(%in: i32, %in_2: i32, %out: i1):
      %42 = arith.cmpi sge, %in, %in_2 : i32
      linalg.yield %42 : i1
    } -> tensor<32x32xi1>
    %19 = tensor.empty() : tensor<2x32x32xi1>
    %20 = linalg.generic {indexing_maps = [#map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<32x32xi1>) outs(%19 : tensor<2x32x32xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<2x32x32xi1>
    %21 = tensor.empty() : tensor<2x32x32xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %10 : tensor<2x32x32xi1>, tensor<2x32x32xf32>) outs(%21 : tensor<2x32x32xf32>) {
    ^bb0(%in: i1, %in_2: f32, %out: f32):
      %42 = arith.select %in, %in_2, %cst_0 : f32
      linalg.yield %42 : f32
    } -> tensor<2x32x32xf32>
    %23 = tensor.empty() : tensor<2x32xf32>
    %24 = linalg.fill ins(%cst_0 : f32) outs(%23 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%22 : tensor<2x32x32xf32>) outs(%24 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %42 = arith.maximumf %out, %in : f32
      linalg.yield %42 : f32
    } -> tensor<2x32xf32>
    %26 = tensor.empty() : tensor<2x32x32xf32>
    %27 = linalg.generic {indexing_maps = [#map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<2x32xf32>) outs(%26 : tensor<2x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x32x32xf32>
    %28 = tensor.empty() : tensor<2x32x32xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22, %27 : tensor<2x32x32xf32>, tensor<2x32x32xf32>) outs(%28 : tensor<2x32x32xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %42 = arith.subf %in, %in_2 : f32
      linalg.yield %42 : f32
    } -> tensor<2x32x32xf32>
    %30 = tensor.empty() : tensor<2x32x32xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<2x32x32xf32>) outs(%30 : tensor<2x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %42 = math.exp %in : f32
      linalg.yield %42 : f32
    } -> tensor<2x32x32xf32>
    %32 = tensor.empty() : tensor<2x32xf32>
    %33 = linalg.fill ins(%cst_1 : f32) outs(%32 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%31 : tensor<2x32x32xf32>) outs(%33 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %42 = arith.addf %out, %in : f32
      linalg.yield %42 : f32
    } -> tensor<2x32xf32>
    %35 = tensor.empty() : tensor<2x32x32xf32>
    %36 = linalg.generic {indexing_maps = [#map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34 : tensor<2x32xf32>) outs(%35 : tensor<2x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x32x32xf32>
    %37 = tensor.empty() : tensor<2x32x32xf32>
    %38 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31, %36 : tensor<2x32x32xf32>, tensor<2x32x32xf32>) outs(%37 : tensor<2x32x32xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %42 = arith.divf %in, %in_2 : f32
      linalg.yield %42 : f32
    } -> tensor<2x32x32xf32>
    %39 = tensor.empty() : tensor<2x32x8xf32>
    %40 = linalg.fill ins(%cst_1 : f32) outs(%39 : tensor<2x32x8xf32>) -> tensor<2x32x8xf32>
    %41 = linalg.batch_matmul ins(%38, %arg2 : tensor<2x32x32xf32>, tensor<2x32x8xf32>) outs(%40 : tensor<2x32x8xf32>) -> tensor<2x32x8xf32>
    func.return %41 : tensor<2x32x8xf32>
  }
}
