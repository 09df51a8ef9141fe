// linalg.index of a split loop dim reads the global index: the local index
// plus the device's offset. 10 rows over 2x2 are pieces of ceil(10 / 2) = 5
// rows cut into pieces of ceil(5 / 2) = 3: the offset is 5 * i + 3 * j.
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-propagate,spmd-partition)' %S/Inputs/index.mlir | FileCheck %s
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-propagate,spmd-partition)' %S/Inputs/index.mlir -o %t.mlir
// RUN: spmd-run %S/Inputs/index.mlir --out %t.ref > /dev/null
// RUN: spmd-run %t.mlir --expect %t.ref | FileCheck %s --check-prefix=NUMERICS

// CHECK-LABEL: func.func @iota
// CHECK-SAME: %arg0: tensor<3x3xf32>
// CHECK-DAG: %[[I0:.*]] = shard.process_multi_index on @mesh axes = [0] : index
// CHECK-DAG: %[[C5:.*]] = arith.constant 5 : index
// CHECK-DAG: %[[I1:.*]] = shard.process_multi_index on @mesh axes = [1] : index
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
// CHECK: linalg.generic
// CHECK: %[[LOCAL:.*]] = linalg.index 0 : index
// CHECK-NEXT: %[[GLOBAL:.*]] = arith.addi %[[LOCAL]], %{{.*}} : index
// CHECK-NEXT: %[[J:.*]] = linalg.index 1 : index
// CHECK-NEXT: arith.addi %[[GLOBAL]], %[[J]] : index

// NUMERICS: result 0: shape [10, 3], worst relative error {{.*}}: ok
