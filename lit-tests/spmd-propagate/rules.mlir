// Each rule family, propagated from one user sharding on a mesh of 4, then
// partitioned and checked against the single-device program.
// RUN: spmd-opt --spmd-propagate --spmd-verify=require-complete %S/Inputs/rules.mlir | FileCheck %s
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-propagate,spmd-partition)' %S/Inputs/rules.mlir -o %t.mlir
// RUN: spmd-run %S/Inputs/rules.mlir --function elementwise --out %t.elementwise > /dev/null
// RUN: spmd-run %t.mlir --function elementwise --expect %t.elementwise | FileCheck %s --check-prefix=NUMERICS
// RUN: spmd-run %S/Inputs/rules.mlir --function max_rows --out %t.max_rows > /dev/null
// RUN: spmd-run %t.mlir --function max_rows --expect %t.max_rows | FileCheck %s --check-prefix=NUMERICS
// RUN: spmd-run %S/Inputs/rules.mlir --function named --out %t.named > /dev/null
// RUN: spmd-run %t.mlir --function named --expect %t.named | FileCheck %s --check-prefix=NUMERICS
// RUN: spmd-run %S/Inputs/rules.mlir --function reduce_split --out %t.reduce_split > /dev/null
// RUN: spmd-run %t.mlir --function reduce_split --expect %t.reduce_split | FileCheck %s --check-prefix=NUMERICS
// RUN: spmd-run %S/Inputs/rules.mlir --function reshapes --out %t.reshapes > /dev/null
// RUN: spmd-run %t.mlir --function reshapes --expect %t.reshapes | FileCheck %s --check-prefix=NUMERICS
// RUN: spmd-run %S/Inputs/rules.mlir --function free --out %t.free > /dev/null
// RUN: spmd-run %t.mlir --function free --expect %t.free | FileCheck %s --check-prefix=NUMERICS
// NUMERICS: worst relative error {{.*}}: ok
// NUMERICS-NOT: MISMATCH

// Element-wise: the unannotated argument takes its user's sharding.
// CHECK-LABEL: func.func @elementwise
// CHECK-SAME: %arg1: tensor<8x16xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(1)"]>}
// CHECK: math.exp %arg0 {spmd.shardings = [#spmd.sharding<@mesh, ["S(1)"]>]}
// CHECK: arith.addf {{.*}} {spmd.shardings = [#spmd.sharding<@mesh, ["S(1)"]>]}

// A max over the split dim is a Partial(max), returned reduced.
// CHECK-LABEL: func.func @max_rows
// CHECK-SAME: -> (tensor<8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["R"]>})
// CHECK: linalg.generic
// CHECK-SAME: spmd.shardings = [#spmd.sharding<@mesh, ["P(max)"]>]

// batch_matmul keeps the batch; transpose moves the split with its dim;
// broadcast places it on the dim it came from; reduce keeps kept dims.
// CHECK-LABEL: func.func @named
// CHECK: linalg.batch_matmul {spmd.shardings = [#spmd.sharding<@mesh, ["S(0)"]>]}
// CHECK: linalg.transpose {{.*}} permutation = [1, 0, 2]  {spmd.shardings = [#spmd.sharding<@mesh, ["S(1)"]>]}
// CHECK: linalg.broadcast {{.*}} dimensions = [0]  {spmd.shardings = [#spmd.sharding<@mesh, ["S(1)"]>]}
// CHECK: linalg.reduce {{.*}} dimensions = [2]  {spmd.shardings = [#spmd.sharding<@mesh, ["S(0)"]>]}

// CHECK-LABEL: func.func @reduce_split
// CHECK: linalg.reduce {{.*}} dimensions = [1]  {spmd.shardings = [#spmd.sharding<@mesh, ["P(sum)"]>]}

// 16 rows as 8x2 keep the split (8 divides by 4), as 2x8 cannot.
// CHECK-LABEL: func.func @reshapes
// CHECK: output_shape [8, 2, 8] {spmd.shardings = [#spmd.sharding<@mesh, ["S(0)"]>]}
// CHECK: output_shape [2, 8, 8] {spmd.shardings = [#spmd.sharding<@mesh, ["R"]>]}
// CHECK: tensor.collapse_shape {{.*}} {spmd.shardings = [#spmd.sharding<@mesh, ["S(0)"]>]}

// CHECK-LABEL: func.func @free
// CHECK: arith.constant {spmd.shardings = [#spmd.sharding<@mesh, ["S(0)"]>]}
// CHECK: tensor.empty() {spmd.shardings = [#spmd.sharding<@mesh, ["S(0)"]>]}
