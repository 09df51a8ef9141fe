// Slices, pads and concatenations keep a split on the dims they take whole
// (with local sizes) and gather the dims they cut, pad or concatenate.
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-propagate,spmd-partition)' %S/Inputs/slices.mlir | FileCheck %s
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-propagate,spmd-partition)' %S/Inputs/slices.mlir -o %t.mlir
// RUN: spmd-run %S/Inputs/slices.mlir --function columns --out %t.columns > /dev/null
// RUN: spmd-run %t.mlir --function columns --expect %t.columns | FileCheck %s --check-prefix=NUMERICS
// RUN: spmd-run %S/Inputs/slices.mlir --function rows --out %t.rows > /dev/null
// RUN: spmd-run %t.mlir --function rows --expect %t.rows | FileCheck %s --check-prefix=NUMERICS
// RUN: spmd-run %S/Inputs/slices.mlir --function insert --out %t.insert > /dev/null
// RUN: spmd-run %t.mlir --function insert --expect %t.insert | FileCheck %s --check-prefix=NUMERICS
// RUN: spmd-run %S/Inputs/slices.mlir --function pad --out %t.pad > /dev/null
// RUN: spmd-run %t.mlir --function pad --expect %t.pad | FileCheck %s --check-prefix=NUMERICS
// RUN: spmd-run %S/Inputs/slices.mlir --function concat --out %t.concat > /dev/null
// RUN: spmd-run %t.mlir --function concat --expect %t.concat | FileCheck %s --check-prefix=NUMERICS
// NUMERICS: worst relative error {{.*}}: ok
// NUMERICS-NOT: MISMATCH

// CHECK-LABEL: func.func @columns
// CHECK-NEXT: %[[S:.*]] = tensor.extract_slice %arg0[0, 2] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
// CHECK-NEXT: return %[[S]]

// CHECK-LABEL: func.func @rows
// CHECK-NEXT: %[[G:.*]] = shard.all_gather %arg0 on @mesh grid_axes = [0] gather_axis = 0 : tensor<4x8xf32> -> tensor<16x8xf32>
// CHECK-NEXT: tensor.extract_slice %[[G]][3, 0] [8, 8] [1, 1] : tensor<16x8xf32> to tensor<8x8xf32>

// CHECK-LABEL: func.func @insert
// CHECK-NOT: shard.
// CHECK: tensor.insert_slice %arg0 into %{{.*}}[0, 5] [4, 1] [1, 1] : tensor<4xf32> into tensor<4x8xf32>

// CHECK-LABEL: func.func @pad
// CHECK-NEXT: arith.constant
// CHECK-NEXT: tensor.pad %arg0 low[0, 1] high[0, 2]
// CHECK: } : tensor<4x8xf32> to tensor<4x11xf32>

// CHECK-LABEL: func.func @concat
// CHECK-NEXT: tensor.concat dim(1) %arg0, %arg1 : (tensor<4x8xf32>, tensor<4x3xf32>) -> tensor<4x11xf32>
// CHECK-NEXT: %[[G:.*]] = shard.all_gather %arg0
// CHECK-NEXT: tensor.concat dim(0) %[[G]], %[[G]] : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<32x8xf32>
