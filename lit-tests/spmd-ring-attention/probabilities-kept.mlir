// An attention whose probabilities the function also returns is not made
// a ring (a ring never holds them whole): its keys and values stay
// gathered, and a remark at its output says why. (A training step's
// backward reading them is made a ring too: attention-backward.test.)
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-shard-args{mesh=4 args="0=S(1) 1=S(1) 2=S(1)"},spmd-propagate,spmd-partition,spmd-ring-attention)' %s 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=REMARK < %t.err
// REMARK: {{.*}}88:11: remark: spmd-ring-attention: values gathered along the sequence stay gathered: 'func.return' reads what the attention computes (values returned or kept whole are not a ring's)
// CHECK-COUNT-2: shard.all_gather
// CHECK-NOT: shard.shift
#map = affine_map<(d0, d1, d2) -> (d0, d2, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<() -> ()>
#map3 = affine_map<(d0, d1, d2) -> ()>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1)>
module @jit_attend {
  func.func @main(%arg0: tensor<2x32x8xf32> {spmd.name = "q", spmd.role = "input"}, %arg1: tensor<2x32x8xf32> {spmd.name = "k", spmd.role = "input"}, %arg2: tensor<2x32x8xf32> {spmd.name = "v", spmd.role = "input"}) -> (tensor<2x32x8xf32> {spmd.name = "output"}, tensor<2x32x32xf32> {spmd.name = "probabilities"}) {
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
      %30 = arith.divf %in, %in_2 : f32
      linalg.yield %30 : f32
    } -> tensor<2x32x32xf32>
    %11 = tensor.empty() : tensor<2x32xf32>
    %12 = linalg.fill ins(%cst_0 : f32) outs(%11 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %13 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%10 : tensor<2x32x32xf32>) outs(%12 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %30 = arith.maximumf %out, %in : f32
      linalg.yield %30 : f32
    } -> tensor<2x32xf32>
    %14 = tensor.empty() : tensor<2x32x32xf32>
    %15 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<2x32xf32>) outs(%14 : tensor<2x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x32x32xf32>
    %16 = tensor.empty() : tensor<2x32x32xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %15 : tensor<2x32x32xf32>, tensor<2x32x32xf32>) outs(%16 : tensor<2x32x32xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %30 = arith.subf %in, %in_2 : f32
      linalg.yield %30 : f32
    } -> tensor<2x32x32xf32>
    %18 = tensor.empty() : tensor<2x32x32xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<2x32x32xf32>) outs(%18 : tensor<2x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %30 = math.exp %in : f32
      linalg.yield %30 : f32
    } -> tensor<2x32x32xf32>
    %20 = tensor.empty() : tensor<2x32xf32>
    %21 = linalg.fill ins(%cst_1 : f32) outs(%20 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%19 : tensor<2x32x32xf32>) outs(%21 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %30 = arith.addf %out, %in : f32
      linalg.yield %30 : f32
    } -> tensor<2x32xf32>
    %23 = tensor.empty() : tensor<2x32x32xf32>
    %24 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<2x32xf32>) outs(%23 : tensor<2x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x32x32xf32>
    %25 = tensor.empty() : tensor<2x32x32xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %24 : tensor<2x32x32xf32>, tensor<2x32x32xf32>) outs(%25 : tensor<2x32x32xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %30 = arith.divf %in, %in_2 : f32
      linalg.yield %30 : f32
    } -> tensor<2x32x32xf32>
    %27 = tensor.empty() : tensor<2x32x8xf32>
    %28 = linalg.fill ins(%cst_1 : f32) outs(%27 : tensor<2x32x8xf32>) -> tensor<2x32x8xf32>
    %29 = linalg.batch_matmul ins(%26, %arg2 : tensor<2x32x32xf32>, tensor<2x32x8xf32>) outs(%28 : tensor<2x32x8xf32>) -> tensor<2x32x8xf32>
    func.return %29, %26 : tensor<2x32x8xf32>, tensor<2x32x32xf32>
  }
}
