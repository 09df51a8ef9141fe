// A sequence "split" over a mesh axis of one device (the fuzzer's seed
// 11033, head dim 1, key-block=2): that device holds the whole sequence,
// its gathers move nothing, so no ring is built; a remark at the output
// says so. Key tiles here once wrote a transpose that did not verify. The
// result equals the unpartitioned attention.
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-propagate,spmd-partition,spmd-ring-attention{key-block=2})' %s -o %t.mlir 2> %t.err
// RUN: FileCheck %s --check-prefix=REMARK < %t.err
// RUN: FileCheck %s < %t.mlir
// RUN: spmd-run %s --seed 1 --out %t.reference > /dev/null
// RUN: spmd-run %t.mlir --seed 1 --expect %t.reference | FileCheck %s --check-prefix=NUMERICS
// REMARK: remark: spmd-ring-attention: mesh axis 0 has one device, which holds the whole sequence: no ring
// CHECK-NOT: shard.shift
// CHECK: linalg.batch_matmul
// NUMERICS: worst relative error {{.*}}: ok
shard.grid @mesh(shape = 1)
func.func @main(%arg0: tensor<3x24x1xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(1)"]>}, %arg1: tensor<3x24x1xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(1)"]>}, %arg2: tensor<3x24x1xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(1)"]>}) -> (tensor<3x24x1xf32> {spmd.sharding = #spmd.sharding<@mesh, ["R"]>}) {
    %kt_e = tensor.empty() : tensor<3x1x24xf32>
    %kt = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<3x24x1xf32>) outs(%kt_e : tensor<3x1x24xf32>) {
    ^bb0(%i: f32, %o: f32):
      linalg.yield %i : f32
    } -> tensor<3x1x24xf32>
    %s_e = tensor.empty() : tensor<3x24x24xf32>
    %s_z = arith.constant 0.0 : f32
    %s_f = linalg.fill ins(%s_z : f32) outs(%s_e : tensor<3x24x24xf32>) -> tensor<3x24x24xf32>
    %s = linalg.batch_matmul ins(%arg0, %kt : tensor<3x24x1xf32>, tensor<3x1x24xf32>) outs(%s_f : tensor<3x24x24xf32>) -> tensor<3x24x24xf32>
    %scaled_e = tensor.empty() : tensor<3x24x24xf32>
    %scaled = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s : tensor<3x24x24xf32>) outs(%scaled_e : tensor<3x24x24xf32>) {
    ^bb0(%i0: f32, %o: f32):
      %c = arith.constant 0.5 : f32
      %y = arith.mulf %i0, %c : f32
      linalg.yield %y : f32
    } -> tensor<3x24x24xf32>
    %mask_e = tensor.empty() : tensor<24x24xi32>
    %mask = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%mask_e : tensor<24x24xi32>) {
    ^bb0(%o: i32):
      %q = linalg.index 0 : index
      %k = linalg.index 1 : index
      %c = arith.cmpi sge, %q, %k : index
      %y = arith.extui %c : i1 to i32
      linalg.yield %y : i32
    } -> tensor<24x24xi32>
    %masked_e = tensor.empty() : tensor<3x24x24xf32>
    %masked = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%mask, %scaled : tensor<24x24xi32>, tensor<3x24x24xf32>) outs(%masked_e : tensor<3x24x24xf32>) {
    ^bb0(%i0: i32, %i1: f32, %o: f32):
      %zero = arith.constant 0 : i32
      %keep = arith.cmpi ne, %i0, %zero : i32
      %ninf = arith.constant 0xFF800000 : f32
      %y = arith.select %keep, %i1, %ninf : f32
      linalg.yield %y : f32
    } -> tensor<3x24x24xf32>
    %max_e = tensor.empty() : tensor<3x24xf32>
    %max_z = arith.constant 0xFF800000 : f32
    %max_f = linalg.fill ins(%max_z : f32) outs(%max_e : tensor<3x24xf32>) -> tensor<3x24xf32>
    %max = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%masked : tensor<3x24x24xf32>) outs(%max_f : tensor<3x24xf32>) {
    ^bb0(%i: f32, %acc: f32):
      %y = arith.maximumf %i, %acc : f32
      linalg.yield %y : f32
    } -> tensor<3x24xf32>
    %shifted_e = tensor.empty() : tensor<3x24x24xf32>
    %shifted = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%masked, %max : tensor<3x24x24xf32>, tensor<3x24xf32>) outs(%shifted_e : tensor<3x24x24xf32>) {
    ^bb0(%i0: f32, %i1: f32, %o: f32):
      %y = arith.subf %i0, %i1 : f32
      linalg.yield %y : f32
    } -> tensor<3x24x24xf32>
    %exps_e = tensor.empty() : tensor<3x24x24xf32>
    %exps = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%shifted : tensor<3x24x24xf32>) outs(%exps_e : tensor<3x24x24xf32>) {
    ^bb0(%i0: f32, %o: f32):
      %y = math.exp %i0 : f32
      linalg.yield %y : f32
    } -> tensor<3x24x24xf32>
    %sum_e = tensor.empty() : tensor<3x24xf32>
    %sum_z = arith.constant 0.0 : f32
    %sum_f = linalg.fill ins(%sum_z : f32) outs(%sum_e : tensor<3x24xf32>) -> tensor<3x24xf32>
    %sum = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%exps : tensor<3x24x24xf32>) outs(%sum_f : tensor<3x24xf32>) {
    ^bb0(%i: f32, %acc: f32):
      %y = arith.addf %i, %acc : f32
      linalg.yield %y : f32
    } -> tensor<3x24xf32>
    %p_e = tensor.empty() : tensor<3x24x24xf32>
    %p = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%exps, %sum : tensor<3x24x24xf32>, tensor<3x24xf32>) outs(%p_e : tensor<3x24x24xf32>) {
    ^bb0(%i0: f32, %i1: f32, %o: f32):
      %y = arith.divf %i0, %i1 : f32
      linalg.yield %y : f32
    } -> tensor<3x24x24xf32>
    %out_e = tensor.empty() : tensor<3x24x1xf32>
    %out_z = arith.constant 0.0 : f32
    %out_f = linalg.fill ins(%out_z : f32) outs(%out_e : tensor<3x24x1xf32>) -> tensor<3x24x1xf32>
    %out = linalg.batch_matmul ins(%p, %arg2 : tensor<3x24x24xf32>, tensor<3x24x1xf32>) outs(%out_f : tensor<3x24x1xf32>) -> tensor<3x24x1xf32>
    return %out : tensor<3x24x1xf32>
}
