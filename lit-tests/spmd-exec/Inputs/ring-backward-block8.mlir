shard.grid @mesh(shape = 2x3)
func.func @main(%arg0: tensor<3x16x4xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(1)", "R"]>}, %arg1: tensor<3x16x4xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(1)", "R"]>}, %arg2: tensor<3x16x4xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(1)", "R"]>}, %arg3: tensor<3x16x4xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(1)", "R"]>}) -> (tensor<3x16x4xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(1)", "R"]>}, tensor<3x16x4xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)", "S(2)"]>}, tensor<3x16x4xf32> {spmd.sharding = #spmd.sharding<@mesh, ["R", "R"]>}, tensor<3x16x4xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(1)", "R"]>}) {
    %kt_e = tensor.empty() : tensor<3x4x16xf32>
    %kt = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<3x16x4xf32>) outs(%kt_e : tensor<3x4x16xf32>) {
    ^bb0(%i: f32, %o: f32):
      linalg.yield %i : f32
    } -> tensor<3x4x16xf32>
    %s_e = tensor.empty() : tensor<3x16x16xf32>
    %s_z = arith.constant 0.0 : f32
    %s_f = linalg.fill ins(%s_z : f32) outs(%s_e : tensor<3x16x16xf32>) -> tensor<3x16x16xf32>
    %s = linalg.batch_matmul ins(%arg0, %kt : tensor<3x16x4xf32>, tensor<3x4x16xf32>) outs(%s_f : tensor<3x16x16xf32>) -> tensor<3x16x16xf32>
    %max_e = tensor.empty() : tensor<3x16xf32>
    %max_z = arith.constant 0xFF800000 : f32
    %max_f = linalg.fill ins(%max_z : f32) outs(%max_e : tensor<3x16xf32>) -> tensor<3x16xf32>
    %max = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%s : tensor<3x16x16xf32>) outs(%max_f : tensor<3x16xf32>) {
    ^bb0(%i: f32, %acc: f32):
      %y = arith.maximumf %i, %acc : f32
      linalg.yield %y : f32
    } -> tensor<3x16xf32>
    %maxb_e = tensor.empty() : tensor<3x16x16xf32>
    %maxb = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%max : tensor<3x16xf32>) outs(%maxb_e : tensor<3x16x16xf32>) {
    ^bb0(%i0: f32, %o: f32):
      linalg.yield %i0 : f32
    } -> tensor<3x16x16xf32>
    %shifted_e = tensor.empty() : tensor<3x16x16xf32>
    %shifted = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s, %maxb : tensor<3x16x16xf32>, tensor<3x16x16xf32>) outs(%shifted_e : tensor<3x16x16xf32>) {
    ^bb0(%i0: f32, %i1: f32, %o: f32):
      %y = arith.subf %i0, %i1 : f32
      linalg.yield %y : f32
    } -> tensor<3x16x16xf32>
    %exps_e = tensor.empty() : tensor<3x16x16xf32>
    %exps = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%shifted : tensor<3x16x16xf32>) outs(%exps_e : tensor<3x16x16xf32>) {
    ^bb0(%i0: f32, %o: f32):
      %y = math.exp %i0 : f32
      linalg.yield %y : f32
    } -> tensor<3x16x16xf32>
    %sum_e = tensor.empty() : tensor<3x16xf32>
    %sum_z = arith.constant 0.0 : f32
    %sum_f = linalg.fill ins(%sum_z : f32) outs(%sum_e : tensor<3x16xf32>) -> tensor<3x16xf32>
    %sum = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%exps : tensor<3x16x16xf32>) outs(%sum_f : tensor<3x16xf32>) {
    ^bb0(%i: f32, %acc: f32):
      %y = arith.addf %i, %acc : f32
      linalg.yield %y : f32
    } -> tensor<3x16xf32>
    %sumb_e = tensor.empty() : tensor<3x16x16xf32>
    %sumb = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%sum : tensor<3x16xf32>) outs(%sumb_e : tensor<3x16x16xf32>) {
    ^bb0(%i0: f32, %o: f32):
      linalg.yield %i0 : f32
    } -> tensor<3x16x16xf32>
    %p_e = tensor.empty() : tensor<3x16x16xf32>
    %p = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%exps, %sumb : tensor<3x16x16xf32>, tensor<3x16x16xf32>) outs(%p_e : tensor<3x16x16xf32>) {
    ^bb0(%i0: f32, %i1: f32, %o: f32):
      %y = arith.divf %i0, %i1 : f32
      linalg.yield %y : f32
    } -> tensor<3x16x16xf32>
    %out_e = tensor.empty() : tensor<3x16x4xf32>
    %out_z = arith.constant 0.0 : f32
    %out_f = linalg.fill ins(%out_z : f32) outs(%out_e : tensor<3x16x4xf32>) -> tensor<3x16x4xf32>
    %out = linalg.batch_matmul ins(%p, %arg2 : tensor<3x16x16xf32>, tensor<3x16x4xf32>) outs(%out_f : tensor<3x16x4xf32>) -> tensor<3x16x4xf32>
    %vt_e = tensor.empty() : tensor<3x4x16xf32>
    %vt = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2 : tensor<3x16x4xf32>) outs(%vt_e : tensor<3x4x16xf32>) {
    ^bb0(%i: f32, %o: f32):
      linalg.yield %i : f32
    } -> tensor<3x4x16xf32>
    %dp_e = tensor.empty() : tensor<3x16x16xf32>
    %dp_z = arith.constant 0.0 : f32
    %dp_f = linalg.fill ins(%dp_z : f32) outs(%dp_e : tensor<3x16x16xf32>) -> tensor<3x16x16xf32>
    %dp = linalg.batch_matmul ins(%arg3, %vt : tensor<3x16x4xf32>, tensor<3x4x16xf32>) outs(%dp_f : tensor<3x16x16xf32>) -> tensor<3x16x16xf32>
    %l2_e = tensor.empty() : tensor<3x16xf32>
    %l2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%sum : tensor<3x16xf32>) outs(%l2_e : tensor<3x16xf32>) {
    ^bb0(%i0: f32, %o: f32):
      %y = arith.mulf %i0, %i0 : f32
      linalg.yield %y : f32
    } -> tensor<3x16xf32>
    %l2b_e = tensor.empty() : tensor<3x16x16xf32>
    %l2b = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%l2 : tensor<3x16xf32>) outs(%l2b_e : tensor<3x16x16xf32>) {
    ^bb0(%i0: f32, %o: f32):
      linalg.yield %i0 : f32
    } -> tensor<3x16x16xf32>
    %dpl_e = tensor.empty() : tensor<3x16x16xf32>
    %dpl = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%dp, %l2b : tensor<3x16x16xf32>, tensor<3x16x16xf32>) outs(%dpl_e : tensor<3x16x16xf32>) {
    ^bb0(%i0: f32, %i1: f32, %o: f32):
      %y = arith.divf %i0, %i1 : f32
      linalg.yield %y : f32
    } -> tensor<3x16x16xf32>
    %dpe_e = tensor.empty() : tensor<3x16x16xf32>
    %dpe = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%dpl, %exps : tensor<3x16x16xf32>, tensor<3x16x16xf32>) outs(%dpe_e : tensor<3x16x16xf32>) {
    ^bb0(%i0: f32, %i1: f32, %o: f32):
      %y = arith.mulf %i0, %i1 : f32
      linalg.yield %y : f32
    } -> tensor<3x16x16xf32>
    %rs_e = tensor.empty() : tensor<3x16xf32>
    %rs_z = arith.constant 0.0 : f32
    %rs_f = linalg.fill ins(%rs_z : f32) outs(%rs_e : tensor<3x16xf32>) -> tensor<3x16xf32>
    %rs = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%dpe : tensor<3x16x16xf32>) outs(%rs_f : tensor<3x16xf32>) {
    ^bb0(%i: f32, %acc: f32):
      %y = arith.addf %i, %acc : f32
      linalg.yield %y : f32
    } -> tensor<3x16xf32>
    %rsb_e = tensor.empty() : tensor<3x16x16xf32>
    %rsb = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%rs : tensor<3x16xf32>) outs(%rsb_e : tensor<3x16x16xf32>) {
    ^bb0(%i0: f32, %o: f32):
      linalg.yield %i0 : f32
    } -> tensor<3x16x16xf32>
    %dq_l_e = tensor.empty() : tensor<3x16x16xf32>
    %dq_l = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%dp, %sumb : tensor<3x16x16xf32>, tensor<3x16x16xf32>) outs(%dq_l_e : tensor<3x16x16xf32>) {
    ^bb0(%i0: f32, %i1: f32, %o: f32):
      %y = arith.divf %i0, %i1 : f32
      linalg.yield %y : f32
    } -> tensor<3x16x16xf32>
    %de_e = tensor.empty() : tensor<3x16x16xf32>
    %de = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%dq_l, %rsb : tensor<3x16x16xf32>, tensor<3x16x16xf32>) outs(%de_e : tensor<3x16x16xf32>) {
    ^bb0(%i0: f32, %i1: f32, %o: f32):
      %y = arith.subf %i0, %i1 : f32
      linalg.yield %y : f32
    } -> tensor<3x16x16xf32>
    %ds_e = tensor.empty() : tensor<3x16x16xf32>
    %ds = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%de, %exps : tensor<3x16x16xf32>, tensor<3x16x16xf32>) outs(%ds_e : tensor<3x16x16xf32>) {
    ^bb0(%i0: f32, %i1: f32, %o: f32):
      %y = arith.mulf %i0, %i1 : f32
      linalg.yield %y : f32
    } -> tensor<3x16x16xf32>
    %gq_e = tensor.empty() : tensor<3x16x4xf32>
    %gq_z = arith.constant 0.0 : f32
    %gq_f = linalg.fill ins(%gq_z : f32) outs(%gq_e : tensor<3x16x4xf32>) -> tensor<3x16x4xf32>
    %gq = linalg.batch_matmul ins(%ds, %arg1 : tensor<3x16x16xf32>, tensor<3x16x4xf32>) outs(%gq_f : tensor<3x16x4xf32>) -> tensor<3x16x4xf32>
    %dst_e = tensor.empty() : tensor<3x16x16xf32>
    %dst = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ds : tensor<3x16x16xf32>) outs(%dst_e : tensor<3x16x16xf32>) {
    ^bb0(%i: f32, %o: f32):
      linalg.yield %i : f32
    } -> tensor<3x16x16xf32>
    %gk_e = tensor.empty() : tensor<3x16x4xf32>
    %gk_z = arith.constant 0.0 : f32
    %gk_f = linalg.fill ins(%gk_z : f32) outs(%gk_e : tensor<3x16x4xf32>) -> tensor<3x16x4xf32>
    %gk = linalg.batch_matmul ins(%dst, %arg0 : tensor<3x16x16xf32>, tensor<3x16x4xf32>) outs(%gk_f : tensor<3x16x4xf32>) -> tensor<3x16x4xf32>
    %pt_e = tensor.empty() : tensor<3x16x16xf32>
    %pt = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%p : tensor<3x16x16xf32>) outs(%pt_e : tensor<3x16x16xf32>) {
    ^bb0(%i: f32, %o: f32):
      linalg.yield %i : f32
    } -> tensor<3x16x16xf32>
    %gv_e = tensor.empty() : tensor<3x16x4xf32>
    %gv_z = arith.constant 0.0 : f32
    %gv_f = linalg.fill ins(%gv_z : f32) outs(%gv_e : tensor<3x16x4xf32>) -> tensor<3x16x4xf32>
    %gv = linalg.batch_matmul ins(%pt, %arg3 : tensor<3x16x16xf32>, tensor<3x16x4xf32>) outs(%gv_f : tensor<3x16x4xf32>) -> tensor<3x16x4xf32>
    return %out, %gq, %gk, %gv : tensor<3x16x4xf32>, tensor<3x16x4xf32>, tensor<3x16x4xf32>, tensor<3x16x4xf32>
}
