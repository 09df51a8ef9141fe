// Convolutions and pools partition by their rules: a batch or output
// channel split computes locally, an input channel split reduces the
// partial sums once (before the max pool, which cannot take them), and a
// split of the rows a window reads is gathered first, unless the windows
// tile the rows (a patch embedding, a 2x2 pool of stride 2). Each equals
// the single-device program on the CPU mesh.
// RUN: spmd-opt --pass-pipeline='builtin.module(inline)' %S/Inputs/convolutions.mlir -o %t.single.mlir
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-propagate,spmd-partition)' %t.single.mlir -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: spmd-run %t.single.mlir --function batch --out %t.batch > /dev/null
// RUN: spmd-run %t.mlir --function batch --expect %t.batch | FileCheck %s --check-prefix=NUMERICS
// RUN: spmd-run %t.single.mlir --function out_channels --out %t.out_channels > /dev/null
// RUN: spmd-run %t.mlir --function out_channels --expect %t.out_channels | FileCheck %s --check-prefix=NUMERICS
// RUN: spmd-run %t.single.mlir --function in_channels --out %t.in_channels > /dev/null
// RUN: spmd-run %t.mlir --function in_channels --expect %t.in_channels | FileCheck %s --check-prefix=NUMERICS
// RUN: spmd-run %t.single.mlir --function rows --out %t.rows > /dev/null
// RUN: spmd-run %t.mlir --function rows --expect %t.rows | FileCheck %s --check-prefix=NUMERICS
// RUN: spmd-run %t.single.mlir --function patch_rows --out %t.patch_rows > /dev/null
// RUN: spmd-run %t.mlir --function patch_rows --expect %t.patch_rows | FileCheck %s --check-prefix=NUMERICS
// NUMERICS: worst relative error {{.*}}: ok
// NUMERICS-NOT: MISMATCH

// CHECK-LABEL: func.func @batch
// CHECK-NOT: shard.
// CHECK: linalg.conv_2d_nchw_fchw {{.*}} ins(%{{.*}}, %arg1 : tensor<2x4x11x11xf32>, tensor<6x4x3x3xf32>) outs(%{{.*}} : tensor<2x6x5x5xf32>)
// CHECK-NOT: shard.
// CHECK: linalg.pooling_nchw_max {{.*}} -> tensor<2x6x2x2xf32>
// CHECK-NOT: shard.
// CHECK: return

// CHECK-LABEL: func.func @out_channels
// CHECK-NOT: shard.
// CHECK: linalg.conv_2d_nchw_fchw {{.*}} ins(%{{.*}}, %arg1 : tensor<8x4x11x11xf32>, tensor<2x4x3x3xf32>) outs(%{{.*}} : tensor<8x2x5x5xf32>)
// CHECK-NOT: shard.
// CHECK: linalg.pooling_nchw_max {{.*}} -> tensor<8x2x2x2xf32>
// CHECK-NOT: shard.
// CHECK: return

// CHECK-LABEL: func.func @in_channels
// CHECK: %[[C:.*]] = linalg.conv_2d_nchw_fchw {{.*}} ins(%{{.*}}, %arg1 : tensor<8x1x11x11xf32>, tensor<6x1x3x3xf32>) outs(%{{.*}} : tensor<8x6x5x5xf32>)
// CHECK-NOT: shard.
// CHECK: %[[R:.*]] = shard.all_reduce %[[C]] on @mesh grid_axes = [0] : tensor<8x6x5x5xf32>
// CHECK-NOT: shard.
// CHECK: linalg.pooling_nchw_max {{.*}} ins(%[[R]],
// CHECK-NOT: shard.
// CHECK: return

// CHECK-LABEL: func.func @rows
// CHECK: shard.all_gather %arg0 on @mesh grid_axes = [0] gather_axis = 2 : tensor<8x4x3x9xf32> -> tensor<8x4x12x9xf32>
// CHECK-NOT: shard.
// CHECK: linalg.conv_2d_nchw_fchw {{.*}} ins(%{{.*}}, %arg1 : tensor<8x4x11x11xf32>, tensor<6x4x3x3xf32>)
// CHECK-NOT: shard.
// CHECK: return

// Each of the 4 devices holds 4 image rows: one row of patches, half a
// row of pooled patches (the pool's rows split 2 ways, its outer loop of
// 2 over 4 devices: uneven, so the pool's input is gathered).
// CHECK-LABEL: func.func @patch_rows
// CHECK-NOT: shard.
// CHECK: linalg.conv_2d_nchw_fchw {{.*}} ins(%arg0, %arg1 : tensor<2x3x4x16xf32>, tensor<8x3x4x4xf32>) outs(%{{.*}} : tensor<2x8x1x4xf32>)
// CHECK-NOT: shard.
// CHECK: shard.all_gather %{{.*}} on @mesh grid_axes = [0] gather_axis = 2 : tensor<2x8x1x4xf32> -> tensor<2x8x4x4xf32>
// CHECK-NOT: shard.
// CHECK: return
