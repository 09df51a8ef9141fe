// Windows across the pieces of a row split read through halos: a pad of
// a split dim pads each device's rows with its neighbours' edge rows
// (`shard.shift` forward and back, the pad's value at the mesh's ends),
// and the convolution or pool reading it stays split. Halo rows by the
// window: `low` = the rows padded before, `high` = (window - 1) *
// dilation + 1 - stride - low. Each equals the single-device program on
// the CPU mesh, through the interpreter and through the executable.
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-propagate,spmd-partition)' %S/Inputs/halo.mlir -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: spmd-opt --pass-pipeline='builtin.module(func.func(linalg-generalize-named-ops),spmd-lower-to-runtime)' %t.mlir -o %t.lowered.mlir
// RUN: spmd-run %S/Inputs/halo.mlir --function same --out %t.same > /dev/null
// RUN: spmd-run %t.mlir --function same --expect %t.same | FileCheck %s --check-prefix=NUMERICS
// RUN: spmd-run %S/Inputs/halo.mlir --function strided --out %t.strided > /dev/null
// RUN: spmd-run %t.mlir --function strided --expect %t.strided | FileCheck %s --check-prefix=NUMERICS
// RUN: spmd-run %S/Inputs/halo.mlir --function max_pool --out %t.max_pool > /dev/null
// RUN: spmd-run %t.mlir --function max_pool --expect %t.max_pool | FileCheck %s --check-prefix=NUMERICS
// RUN: spmd-translate --spmd-to-executable %t.lowered.mlir --function max_pool -o %t.max_pool.spmdx
// RUN: spmd-exec %t.max_pool.spmdx --expect %t.max_pool --rtol 1e-6 | FileCheck %s --check-prefix=NUMERICS
// RUN: spmd-run %S/Inputs/halo.mlir --function weight_gradient --out %t.weight_gradient > /dev/null
// RUN: spmd-run %t.mlir --function weight_gradient --expect %t.weight_gradient | FileCheck %s --check-prefix=NUMERICS
// RUN: spmd-run %S/Inputs/halo.mlir --function halo_too_wide --out %t.halo_too_wide > /dev/null
// RUN: spmd-run %t.mlir --function halo_too_wide --expect %t.halo_too_wide | FileCheck %s --check-prefix=NUMERICS
// RUN: spmd-run %S/Inputs/halo.mlir --function rows_and_columns --out %t.rows_and_columns > /dev/null
// RUN: spmd-run %t.mlir --function rows_and_columns --expect %t.rows_and_columns | FileCheck %s --check-prefix=NUMERICS
// RUN: spmd-translate --spmd-to-executable %t.lowered.mlir --function rows_and_columns -o %t.rows_and_columns.spmdx
// RUN: spmd-exec %t.rows_and_columns.spmdx --expect %t.rows_and_columns --rtol 1e-6 | FileCheck %s --check-prefix=NUMERICS
// NUMERICS: worst relative error {{.*}}: ok
// NUMERICS-NOT: MISMATCH

// 4 of 16 rows per device, one row from each neighbour: 6 rows padded
// only in the columns.
// CHECK-LABEL: func.func @same
// CHECK: %[[LAST:.*]] = tensor.extract_slice %arg0[0, 0, 3, 0] [2, 3, 1, 8] [1, 1, 1, 1] : tensor<2x3x4x8xf32> to tensor<2x3x1x8xf32>
// CHECK: %[[PREVIOUS:.*]] = shard.shift %[[LAST]] on @mesh grid_axes = [0] shift_axis = 0 offset = 1 : tensor<2x3x1x8xf32>
// CHECK: %[[FIRST:.*]] = tensor.extract_slice %arg0[0, 0, 0, 0] [2, 3, 1, 8] [1, 1, 1, 1]
// CHECK: %[[NEXT:.*]] = shard.shift %[[FIRST]] on @mesh grid_axes = [0] shift_axis = 0 offset = -1 : tensor<2x3x1x8xf32>
// CHECK: %[[ROWS:.*]] = tensor.concat dim(2) %[[PREVIOUS]], %arg0, %[[NEXT]] : {{.*}} -> tensor<2x3x6x8xf32>
// CHECK: %[[PADDED:.*]] = tensor.pad %[[ROWS]] low[0, 0, 0, 1] high[0, 0, 0, 1]
// CHECK: linalg.conv_2d_nchw_fchw {{.*}} ins(%[[PADDED]], %arg1 : tensor<2x3x6x10xf32>, tensor<4x3x3x3xf32>) {{.*}} -> tensor<2x4x4x8xf32>
// CHECK-NOT: shard.
// CHECK: return

// PyTorch's stride 2: one row from the previous device; JAX's: one from
// the next.
// CHECK-LABEL: func.func @strided
// CHECK: shard.shift %{{.*}} on @pair grid_axes = [0] shift_axis = 0 offset = 1 : tensor<2x1x8x3xf32>
// CHECK-NOT: shard.
// CHECK: tensor.concat dim(1) %{{.*}}, %arg0 : {{.*}} -> tensor<2x9x8x3xf32>
// CHECK: shard.shift %{{.*}} on @pair grid_axes = [0] shift_axis = 0 offset = -1 : tensor<2x1x8x3xf32>
// CHECK-NOT: shard.
// CHECK: tensor.concat dim(1) %arg0, %{{.*}} : {{.*}} -> tensor<2x9x8x3xf32>
// CHECK: linalg.conv_2d_nhwc_hwcf {{.*}} -> tensor<2x4x4x4xf32>
// CHECK: linalg.conv_2d_nhwc_hwcf {{.*}} -> tensor<2x4x4x4xf32>
// CHECK-NOT: shard.
// CHECK: return

// -inf past the first and the last device.
// CHECK-LABEL: func.func @max_pool
// CHECK: %[[PREVIOUS:.*]] = shard.shift {{.*}} offset = 1
// CHECK: %[[AT:.*]] = shard.process_multi_index on @mesh axes = [0]
// CHECK: %[[FIRST:.*]] = arith.cmpi eq, %[[AT]], %c0
// CHECK: %[[LOW:.*]] = arith.select %[[FIRST]], %{{.*}}, %[[PREVIOUS]] : tensor<2x3x1x8xf32>
// CHECK: %[[NEXT:.*]] = shard.shift {{.*}} offset = -1
// CHECK: %[[AT2:.*]] = shard.process_multi_index on @mesh axes = [0]
// CHECK: %[[LAST:.*]] = arith.cmpi eq, %[[AT2]], %c3
// CHECK: %[[HIGH:.*]] = arith.select %[[LAST]], %{{.*}}, %[[NEXT]] : tensor<2x3x1x8xf32>
// CHECK: tensor.concat dim(2) %[[LOW]], %arg0, %[[HIGH]]
// CHECK: linalg.pooling_nchw_max {{.*}} -> tensor<2x3x2x8xf32>

// The rows are the window's reduction: partial sums, reduced once.
// CHECK-LABEL: func.func @weight_gradient
// CHECK-COUNT-2: shard.shift
// CHECK: %[[G:.*]] = linalg.conv_2d_nchw_fchw {{.*}} ins(%{{.*}}, %arg1 : tensor<3x2x6x10xf32>, tensor<4x2x4x8xf32>) {{.*}} -> tensor<3x4x3x3xf32>
// CHECK: shard.all_reduce %[[G]] on @pair grid_axes = [0] : tensor<3x4x3x3xf32>

// CHECK-LABEL: func.func @halo_too_wide
// CHECK-NOT: shard.shift
// CHECK: shard.all_gather %arg0 on @mesh grid_axes = [0] gather_axis = 2
// CHECK-NOT: shard.shift
// CHECK: return

// The columns' halo is cut from the row-halo'd piece: 6 rows.
// CHECK-LABEL: func.func @rows_and_columns
// CHECK: shard.shift %{{.*}} on @grid grid_axes = [0] shift_axis = 0 offset = 1 : tensor<1x2x1x4xf32>
// CHECK: shard.shift %{{.*}} on @grid grid_axes = [0] shift_axis = 0 offset = -1 : tensor<1x2x1x4xf32>
// CHECK: %[[ROWS:.*]] = tensor.concat dim(2) {{.*}} -> tensor<1x2x6x4xf32>
// CHECK: shard.shift %{{.*}} on @grid grid_axes = [1] shift_axis = 1 offset = 1 : tensor<1x2x6x1xf32>
// CHECK: shard.shift %{{.*}} on @grid grid_axes = [1] shift_axis = 1 offset = -1 : tensor<1x2x6x1xf32>
// CHECK: tensor.concat dim(3) %{{.*}}, %[[ROWS]], %{{.*}} -> tensor<1x2x6x6xf32>
// CHECK: linalg.conv_2d_nchw_fchw {{.*}} -> tensor<1x2x4x4xf32>
