// torch-mlir's and IREE's own ops (tm_tensor, iree_linalg_ext) in custom
// syntax parse only in spmd-opt (it rewrites them to generic syntax), not
// in mlir-opt, which lacks their dialects.
// UNSUPPORTED: plugin-driver
// Tables a payload captures are operands of the op (never a local piece
// indexed with global ids). Split on the looked-up dim (vocab-parallel), a
// lookup is masked: an id outside this device's rows reads row 0 and
// yields zero, an id outside the table stops the program, and the Partial
// result is all-reduced once (Megatron's VocabParallelEmbedding). Split on
// a dim the loop indexes, the lookup is local. A payload that does not
// yield what it looks up linearly reads the table gathered. A scatter into
// a split table combines, on each device, the updates landing in its rows.
// Each equals the single-device program, also for uneven rows (8 over 3).
// RUN: spmd-opt --split-input-file --pass-pipeline='builtin.module(spmd-propagate,spmd-partition)' %s | FileCheck %s
// RUN: spmd-run %S/Inputs/lookup.mlir --function embed --out %t.embed > /dev/null
// RUN: spmd-run %S/Inputs/lookup.mlir --function exp_of_lookup --out %t.exp > /dev/null
// RUN: spmd-run %S/Inputs/lookup.mlir --function scatter_add --out %t.scatter > /dev/null
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-shard-args{mesh=2 function=embed args="0=S(0)"},spmd-propagate,spmd-partition)' %S/Inputs/lookup.mlir -o %t.vocab.mlir
// RUN: spmd-run %t.vocab.mlir --function embed --expect %t.embed | FileCheck %s --check-prefix=NUMERICS
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-shard-args{mesh=3 function=embed args="0=S(0)"},spmd-propagate,spmd-partition)' %S/Inputs/lookup.mlir -o %t.uneven.mlir
// RUN: spmd-run %t.uneven.mlir --function embed --expect %t.embed | FileCheck %s --check-prefix=NUMERICS
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-shard-args{mesh=2 function=embed args="0=S(1)"},spmd-propagate,spmd-partition)' %S/Inputs/lookup.mlir -o %t.columns.mlir
// RUN: spmd-run %t.columns.mlir --function embed --expect %t.embed | FileCheck %s --check-prefix=NUMERICS
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-shard-args{mesh=2 function=exp_of_lookup args="0=S(0)"},spmd-propagate,spmd-partition)' %S/Inputs/lookup.mlir -o %t.exp.mlir
// RUN: spmd-run %t.exp.mlir --function exp_of_lookup --expect %t.exp | FileCheck %s --check-prefix=NUMERICS
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-shard-args{mesh=3 function=scatter_add results="0=S(0)"},spmd-propagate,spmd-partition)' %S/Inputs/lookup.mlir -o %t.scatter.mlir
// RUN: spmd-run %t.scatter.mlir --function scatter_add --expect %t.scatter | FileCheck %s --check-prefix=NUMERICS
// RUN: not spmd-run %t.vocab.mlir --function embed --inputs %S/Inputs/lookup-bad-ids 2>&1 | FileCheck %s --check-prefix=BAD-ID
// NUMERICS: worst relative error {{.*}}: ok
// BAD-ID: error: assertion failed at {{.*}}: index out of range in the lookup at line 14:10 (dim 0 of a table of 8)

shard.grid @mesh(shape = 2)
#row = affine_map<(d0, d1) -> (d0)>
#id = affine_map<(d0, d1) -> (d0, d1)>

// CHECK-LABEL: func.func @vocab_parallel
// CHECK-SAME: %arg0: tensor<4x4xf32> {spmd.global_type = tensor<8x4xf32>
// CHECK: %[[RANK:.*]] = shard.process_multi_index on @mesh axes = [0] : index
// CHECK: %[[OFFSET:.*]] = arith.muli %[[RANK]], %c4 : index
// CHECK: linalg.generic
// CHECK: %[[ID:.*]] = arith.index_cast
// CHECK: %[[LOCAL:.*]] = arith.subi %[[ID]], %[[OFFSET]] : index
// CHECK: cf.assert %{{.*}}, "index out of range in the lookup at {{.*}} (dim 0 of a table of 8)"
// CHECK: %[[HERE:.*]] = arith.andi
// CHECK: %[[ROW:.*]] = arith.select %[[HERE]], %[[LOCAL]], %c0 : index
// CHECK: %[[FOUND:.*]] = tensor.extract %arg0[%[[ROW]], %{{.*}}] : tensor<4x4xf32>
// CHECK: %[[VALUE:.*]] = arith.select %[[HERE]], %[[FOUND]], %cst : f32
// CHECK: linalg.yield %[[VALUE]] : f32
// CHECK: shard.all_reduce %{{.*}} on @mesh grid_axes = [0] : tensor<3x4xf32> -> tensor<3x4xf32>
// CHECK-NOT: shard.
// CHECK: return
func.func @vocab_parallel(%table: tensor<8x4xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}, %ids: tensor<3xi64>) -> tensor<3x4xf32> {
  %e = tensor.empty() : tensor<3x4xf32>
  %r = linalg.generic {indexing_maps = [#row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%ids : tensor<3xi64>) outs(%e : tensor<3x4xf32>) {
  ^bb0(%in: i64, %out: f32):
    %i = arith.index_cast %in : i64 to index
    %j = linalg.index 1 : index
    %v = tensor.extract %table[%i, %j] : tensor<8x4xf32>
    linalg.yield %v : f32
  } -> tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}

// -----

shard.grid @mesh(shape = 2)
#row = affine_map<(d0, d1) -> (d0)>
#id = affine_map<(d0, d1) -> (d0, d1)>

// The table split with the loop over columns: each device looks up its own
// columns, locally indexed; no collective.
// CHECK-LABEL: func.func @columns
// CHECK-NOT: shard.all
// CHECK: %[[J:.*]] = linalg.index 1 : index
// CHECK: %[[GLOBAL:.*]] = arith.addi %[[J]], %{{.*}} : index
// CHECK: %[[LOCAL:.*]] = arith.subi %[[GLOBAL]], %{{.*}} : index
// CHECK: tensor.extract %arg0[%{{.*}}, %[[LOCAL]]] : tensor<8x2xf32>
// CHECK-NOT: shard.all
// CHECK: return %{{.*}} : tensor<3x2xf32>
func.func @columns(%table: tensor<8x4xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(1)"]>}, %ids: tensor<3xi64>) -> tensor<3x4xf32> {
  %e = tensor.empty() : tensor<3x4xf32>
  %r = linalg.generic {indexing_maps = [#row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%ids : tensor<3xi64>) outs(%e : tensor<3x4xf32>) {
  ^bb0(%in: i64, %out: f32):
    %i = arith.index_cast %in : i64 to index
    %j = linalg.index 1 : index
    %v = tensor.extract %table[%i, %j] : tensor<8x4xf32>
    linalg.yield %v : f32
  } -> tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}

// -----

shard.grid @mesh(shape = 2)
#row = affine_map<(d0, d1) -> (d0)>
#id = affine_map<(d0, d1) -> (d0, d1)>

// exp of a looked-up element is not zero where nothing is found: the op
// reads the table gathered, replaced inside its payload.
// CHECK-LABEL: func.func @exp_of_lookup
// CHECK: %[[WHOLE:.*]] = shard.all_gather %arg0 on @mesh grid_axes = [0] gather_axis = 0 : tensor<4x4xf32> -> tensor<8x4xf32>
// CHECK: linalg.generic
// CHECK: tensor.extract %[[WHOLE]]
func.func @exp_of_lookup(%table: tensor<8x4xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}, %ids: tensor<3xi64>) -> tensor<3x4xf32> {
  %e = tensor.empty() : tensor<3x4xf32>
  %r = linalg.generic {indexing_maps = [#row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%ids : tensor<3xi64>) outs(%e : tensor<3x4xf32>) {
  ^bb0(%in: i64, %out: f32):
    %i = arith.index_cast %in : i64 to index
    %j = linalg.index 1 : index
    %v = tensor.extract %table[%i, %j] : tensor<8x4xf32>
    %x = math.exp %v : f32
    linalg.yield %x : f32
  } -> tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}

// -----

shard.grid @mesh(shape = 2)

// A scatter-add into a row-split table: indices made local (an update
// landing in another device's rows goes to a spill row), the original
// padded by that row and the result sliced back; no collective.
// CHECK-LABEL: func.func @scatter_rows
// CHECK-NOT: shard.all
// CHECK: %[[LOCAL:.*]] = linalg.generic {{.*}} ins(%arg1 : tensor<6x1xi64>)
// CHECK: cf.assert %{{.*}}, "index out of range in the scatter at {{.*}} (dim 0 of size 8)"
// CHECK: %[[PADDED:.*]] = tensor.pad %{{.*}} low[0, 0] high[1, 0]
// CHECK: %[[SCATTERED:.*]] = "tm_tensor.scatter"(%arg0, %[[LOCAL]], %[[PADDED]])
// CHECK: : (tensor<6x1x4xf32>, tensor<6x1xi64>, tensor<5x4xf32>) -> tensor<5x4xf32>
// CHECK: %[[PIECE:.*]] = tensor.extract_slice %[[SCATTERED]][0, 0] [4, 4] [1, 1] : tensor<5x4xf32> to tensor<4x4xf32>
// CHECK-NOT: shard.all
// CHECK: return %[[PIECE]] : tensor<4x4xf32>
func.func @scatter_rows(%updates: tensor<6x1x4xf32>, %ids: tensor<6x1xi64>) -> (tensor<8x4xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %r = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%updates, %ids : tensor<6x1x4xf32>, tensor<6x1xi64>) outs(%z : tensor<8x4xf32>) {
  ^bb0(%u: f32, %o: f32):
    %s = arith.addf %o, %u : f32
    tm_tensor.yield %s : f32
  } -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}
