// A pad and its window reader recorded in different shardings: the
// reader of the whole pad gets it rebuilt from the gathered source, and a
// reader split on rows slices its window (halo included) from the whole
// pad at the device's offset. Both equal the single-device program.
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-partition)' %S/Inputs/halo-recorded.mlir -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: spmd-run %S/Inputs/halo-recorded.mlir --function pad_split --out %t.pad_split > /dev/null
// RUN: spmd-run %t.mlir --function pad_split --expect %t.pad_split | FileCheck %s --check-prefix=NUMERICS
// RUN: spmd-run %S/Inputs/halo-recorded.mlir --function pad_whole --out %t.pad_whole > /dev/null
// RUN: spmd-run %t.mlir --function pad_whole --expect %t.pad_whole | FileCheck %s --check-prefix=NUMERICS
// NUMERICS: worst relative error {{.*}}: ok
// NUMERICS-NOT: MISMATCH

// CHECK-LABEL: func.func @pad_split
// CHECK-NOT: shard.shift
// CHECK: %[[WHOLE:.*]] = shard.all_gather %arg0 on @mesh grid_axes = [0] gather_axis = 2 : tensor<1x2x2x4xf32> -> tensor<1x2x8x4xf32>
// CHECK: %[[PADDED:.*]] = tensor.pad %[[WHOLE]] low[0, 0, 1, 1] high[0, 0, 1, 1]
// CHECK: linalg.conv_2d_nchw_fchw {{.*}} ins(%[[PADDED]], %arg1 : tensor<1x2x10x6xf32>

// CHECK-LABEL: func.func @pad_whole
// CHECK: %[[PADDED:.*]] = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1]
// CHECK: %[[AT:.*]] = shard.process_multi_index on @mesh axes = [0]
// CHECK: %[[OFFSET:.*]] = arith.muli %[[AT]], %c2
// CHECK: %[[WINDOW:.*]] = tensor.extract_slice %[[PADDED]][0, 0, %[[OFFSET]], 0] [1, 2, 4, 6] [1, 1, 1, 1]
// CHECK: linalg.conv_2d_nchw_fchw {{.*}} ins(%[[WINDOW]], %arg1 : tensor<1x2x4x6xf32>, {{.*}} -> tensor<1x2x2x4xf32>
