func.func @main(%arg0: tensor<1x8x3xf32>, %arg1: tensor<1x8x3xf32>, %arg2: tensor<1x8x3xf32>) -> (tensor<1x8x3xf32>) {
    %kt_e = tensor.empty() : tensor<1x3x8xf32>
    %kt = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<1x8x3xf32>) outs(%kt_e : tensor<1x3x8xf32>) {
    ^bb0(%i: f32, %o: f32):
      linalg.yield %i : f32
    } -> tensor<1x3x8xf32>
    %s_e = tensor.empty() : tensor<1x8x8xf32>
    %s_z = arith.constant 0.0 : f32
    %s_f = linalg.fill ins(%s_z : f32) outs(%s_e : tensor<1x8x8xf32>) -> tensor<1x8x8xf32>
    %s = linalg.batch_matmul ins(%arg0, %kt : tensor<1x8x3xf32>, tensor<1x3x8xf32>) outs(%s_f : tensor<1x8x8xf32>) -> tensor<1x8x8xf32>
    %pos_e = tensor.empty() : tensor<8xi32>
    %pos = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%pos_e : tensor<8xi32>) {
    ^bb0(%o: i32):
      %p = linalg.index 0 : index
      %c = arith.index_cast %p : index to i32
      linalg.yield %c : i32
    } -> tensor<8xi32>
    %posq_e = tensor.empty() : tensor<8x8xi32>
    %posq = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%pos : tensor<8xi32>) outs(%posq_e : tensor<8x8xi32>) {
    ^bb0(%i: i32, %o: i32):
      linalg.yield %i : i32
    } -> tensor<8x8xi32>
    %posk_e = tensor.empty() : tensor<8x8xi32>
    %posk = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%pos : tensor<8xi32>) outs(%posk_e : tensor<8x8xi32>) {
    ^bb0(%i: i32, %o: i32):
      linalg.yield %i : i32
    } -> tensor<8x8xi32>
    %cmp_e = tensor.empty() : tensor<8x8xi1>
    %cmp = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%posq, %posk : tensor<8x8xi32>, tensor<8x8xi32>) outs(%cmp_e : tensor<8x8xi1>) {
    ^bb0(%a: i32, %b: i32, %o: i1):
      %y = arith.cmpi sge, %a, %b : i32
      linalg.yield %y : i1
    } -> tensor<8x8xi1>
    %maskb_e = tensor.empty() : tensor<1x8x8xi1>
    %maskb = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cmp : tensor<8x8xi1>) outs(%maskb_e : tensor<1x8x8xi1>) {
    ^bb0(%i: i1, %o: i1):
      linalg.yield %i : i1
    } -> tensor<1x8x8xi1>
    %masked_e = tensor.empty() : tensor<1x8x8xf32>
    %masked_c = arith.constant 0xFF800000 : f32
    %masked = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%maskb, %s : tensor<1x8x8xi1>, tensor<1x8x8xf32>) outs(%masked_e : tensor<1x8x8xf32>) {
    ^bb0(%m: i1, %i: f32, %o: f32):
      %y = arith.select %m, %i, %masked_c : f32
      linalg.yield %y : f32
    } -> tensor<1x8x8xf32>
    %max_e = tensor.empty() : tensor<1x8xf32>
    %max_z = arith.constant 0xFF800000 : f32
    %max_f = linalg.fill ins(%max_z : f32) outs(%max_e : tensor<1x8xf32>) -> tensor<1x8xf32>
    %max = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%masked : tensor<1x8x8xf32>) outs(%max_f : tensor<1x8xf32>) {
    ^bb0(%i: f32, %acc: f32):
      %y = arith.maximumf %i, %acc : f32
      linalg.yield %y : f32
    } -> tensor<1x8xf32>
    %shifted_e = tensor.empty() : tensor<1x8x8xf32>
    %shifted = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%masked, %max : tensor<1x8x8xf32>, tensor<1x8xf32>) outs(%shifted_e : tensor<1x8x8xf32>) {
    ^bb0(%i0: f32, %i1: f32, %o: f32):
      %y = arith.subf %i0, %i1 : f32
      linalg.yield %y : f32
    } -> tensor<1x8x8xf32>
    %exps_e = tensor.empty() : tensor<1x8x8xf32>
    %exps = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%shifted : tensor<1x8x8xf32>) outs(%exps_e : tensor<1x8x8xf32>) {
    ^bb0(%i0: f32, %o: f32):
      %y = math.exp %i0 : f32
      linalg.yield %y : f32
    } -> tensor<1x8x8xf32>
    %sum_e = tensor.empty() : tensor<1x8xf32>
    %sum_z = arith.constant 0.0 : f32
    %sum_f = linalg.fill ins(%sum_z : f32) outs(%sum_e : tensor<1x8xf32>) -> tensor<1x8xf32>
    %sum = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%exps : tensor<1x8x8xf32>) outs(%sum_f : tensor<1x8xf32>) {
    ^bb0(%i: f32, %acc: f32):
      %y = arith.addf %i, %acc : f32
      linalg.yield %y : f32
    } -> tensor<1x8xf32>
    %p_e = tensor.empty() : tensor<1x8x8xf32>
    %p = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%exps, %sum : tensor<1x8x8xf32>, tensor<1x8xf32>) outs(%p_e : tensor<1x8x8xf32>) {
    ^bb0(%i0: f32, %i1: f32, %o: f32):
      %y = arith.divf %i0, %i1 : f32
      linalg.yield %y : f32
    } -> tensor<1x8x8xf32>
    %out_e = tensor.empty() : tensor<1x8x3xf32>
    %out_z = arith.constant 0.0 : f32
    %out_f = linalg.fill ins(%out_z : f32) outs(%out_e : tensor<1x8x3xf32>) -> tensor<1x8x3xf32>
    %out = linalg.batch_matmul ins(%p, %arg2 : tensor<1x8x8xf32>, tensor<1x8x3xf32>) outs(%out_f : tensor<1x8x3xf32>) -> tensor<1x8x3xf32>
    return %out : tensor<1x8x3xf32>
}
