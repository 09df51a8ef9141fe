// Local shapes: expand_shape gets its local output shape where the split
// survives (16 rows as 4x4 over 4 devices) and is computed whole where it
// cannot (16 rows as 2x8: 2 does not split over 4), then sliced to the
// result's sharding. A splat constant is rebuilt at the local shape; a
// dense constant is sliced.
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-propagate,spmd-partition)' %S/Inputs/shapes.mlir | FileCheck %s
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-propagate,spmd-partition)' %S/Inputs/shapes.mlir -o %t.mlir
// RUN: spmd-run %S/Inputs/shapes.mlir --out %t.ref > /dev/null
// RUN: spmd-run %t.mlir --expect %t.ref | FileCheck %s --check-prefix=NUMERICS

// CHECK-LABEL: func.func @shapes
// CHECK-SAME: %arg0: tensor<4x6xf32>
// CHECK-DAG: arith.constant dense<2.000000e+00> : tensor<4x6xf32>
// CHECK-DAG: %[[RAMP:.*]] = arith.constant dense<[0.000000e+00, {{.*}}, 1.500000e+01]> : tensor<16xf32>
// CHECK-DAG: %[[PIECE:.*]] = shard.all_slice %[[RAMP]] on @mesh grid_axes = [0] slice_axis = 0 : tensor<16xf32> -> tensor<4xf32>
// CHECK: %[[S:.*]] = linalg.generic {{.*}} ins(%arg0, %{{.*}}, %[[PIECE]] : tensor<4x6xf32>, tensor<4x6xf32>, tensor<4xf32>)
// CHECK: } -> tensor<4x6xf32>
// CHECK: tensor.expand_shape %[[S]] {{\[\[}}0, 1], [2]] output_shape [1, 4, 6] : tensor<4x6xf32> into tensor<1x4x6xf32>
// CHECK: %[[WHOLE:.*]] = shard.all_gather %[[S]] on @mesh grid_axes = [0] gather_axis = 0 : tensor<4x6xf32> -> tensor<16x6xf32>
// CHECK: tensor.expand_shape %[[WHOLE]] {{\[\[}}0, 1], [2]] output_shape [2, 8, 6] : tensor<16x6xf32> into tensor<2x8x6xf32>

// NUMERICS: result 0: shape [4, 4, 6], worst relative error {{.*}}: ok
// NUMERICS: result 1: shape [2, 8, 6], worst relative error {{.*}}: ok
