func.func @main(%arg0: tensor<2x4x4xf32>, %arg1: tensor<2x4x4xf32>, %arg2: tensor<2x4x4xf32>) -> (tensor<2x4x4xf32>) {
    %kt_e = tensor.empty() : tensor<2x4x4xf32>
    %kt = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<2x4x4xf32>) outs(%kt_e : tensor<2x4x4xf32>) {
    ^bb0(%i: f32, %o: f32):
      linalg.yield %i : f32
    } -> tensor<2x4x4xf32>
    %s_e = tensor.empty() : tensor<2x4x4xf32>
    %s_z = arith.constant 0.0 : f32
    %s_f = linalg.fill ins(%s_z : f32) outs(%s_e : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %s = linalg.batch_matmul ins(%arg0, %kt : tensor<2x4x4xf32>, tensor<2x4x4xf32>) outs(%s_f : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %scaled_e = tensor.empty() : tensor<2x4x4xf32>
    %scaled = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s : tensor<2x4x4xf32>) outs(%scaled_e : tensor<2x4x4xf32>) {
    ^bb0(%i0: f32, %o: f32):
      %c = arith.constant 0.5 : f32
      %y = arith.mulf %i0, %c : f32
      linalg.yield %y : f32
    } -> tensor<2x4x4xf32>
    %mask_e = tensor.empty() : tensor<4x4xi32>
    %mask = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%mask_e : tensor<4x4xi32>) {
    ^bb0(%o: i32):
      %q = linalg.index 0 : index
      %k = linalg.index 1 : index
      %c = arith.cmpi sge, %q, %k : index
      %y = arith.extui %c : i1 to i32
      linalg.yield %y : i32
    } -> tensor<4x4xi32>
    %masked_e = tensor.empty() : tensor<2x4x4xf32>
    %masked = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%mask, %scaled : tensor<4x4xi32>, tensor<2x4x4xf32>) outs(%masked_e : tensor<2x4x4xf32>) {
    ^bb0(%i0: i32, %i1: f32, %o: f32):
      %zero = arith.constant 0 : i32
      %keep = arith.cmpi ne, %i0, %zero : i32
      %ninf = arith.constant 0xFF800000 : f32
      %y = arith.select %keep, %i1, %ninf : f32
      linalg.yield %y : f32
    } -> tensor<2x4x4xf32>
    %max_e = tensor.empty() : tensor<2x4xf32>
    %max_z = arith.constant 0xFF800000 : f32
    %max_f = linalg.fill ins(%max_z : f32) outs(%max_e : tensor<2x4xf32>) -> tensor<2x4xf32>
    %max = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%masked : tensor<2x4x4xf32>) outs(%max_f : tensor<2x4xf32>) {
    ^bb0(%i: f32, %acc: f32):
      %y = arith.maximumf %i, %acc : f32
      linalg.yield %y : f32
    } -> tensor<2x4xf32>
    %shifted_e = tensor.empty() : tensor<2x4x4xf32>
    %shifted = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%masked, %max : tensor<2x4x4xf32>, tensor<2x4xf32>) outs(%shifted_e : tensor<2x4x4xf32>) {
    ^bb0(%i0: f32, %i1: f32, %o: f32):
      %y = arith.subf %i0, %i1 : f32
      linalg.yield %y : f32
    } -> tensor<2x4x4xf32>
    %exps_e = tensor.empty() : tensor<2x4x4xf32>
    %exps = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%shifted : tensor<2x4x4xf32>) outs(%exps_e : tensor<2x4x4xf32>) {
    ^bb0(%i0: f32, %o: f32):
      %y = math.exp %i0 : f32
      linalg.yield %y : f32
    } -> tensor<2x4x4xf32>
    %sum_e = tensor.empty() : tensor<2x4xf32>
    %sum_z = arith.constant 0.0 : f32
    %sum_f = linalg.fill ins(%sum_z : f32) outs(%sum_e : tensor<2x4xf32>) -> tensor<2x4xf32>
    %sum = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%exps : tensor<2x4x4xf32>) outs(%sum_f : tensor<2x4xf32>) {
    ^bb0(%i: f32, %acc: f32):
      %y = arith.addf %i, %acc : f32
      linalg.yield %y : f32
    } -> tensor<2x4xf32>
    %p_e = tensor.empty() : tensor<2x4x4xf32>
    %p = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%exps, %sum : tensor<2x4x4xf32>, tensor<2x4xf32>) outs(%p_e : tensor<2x4x4xf32>) {
    ^bb0(%i0: f32, %i1: f32, %o: f32):
      %y = arith.divf %i0, %i1 : f32
      linalg.yield %y : f32
    } -> tensor<2x4x4xf32>
    %out_e = tensor.empty() : tensor<2x4x4xf32>
    %out_z = arith.constant 0.0 : f32
    %out_f = linalg.fill ins(%out_z : f32) outs(%out_e : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %out = linalg.batch_matmul ins(%p, %arg2 : tensor<2x4x4xf32>, tensor<2x4x4xf32>) outs(%out_f : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    return %out : tensor<2x4x4xf32>
}
