// A loop over stacked layers (jax.lax.scan's export) is partitioned in
// place: nothing unrolled, the iter_args and the stacked weights take
// their local types, Megatron's one all_reduce per layer runs inside the
// body (once per iteration), and the stacked outputs stay split. The
// partitioned program equals the single-device one in the interpreter and
// as an executable on the CPU backend (a loop step in the executable).
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-propagate,spmd-partition)' %S/Inputs/loop.mlir -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: spmd-run %S/Inputs/loop.mlir --out %t.ref > /dev/null
// RUN: spmd-run %t.mlir --expect %t.ref | FileCheck %s --check-prefix=NUMERICS
// RUN: spmd-opt --pass-pipeline='builtin.module(func.func(linalg-generalize-named-ops),spmd-lower-to-runtime)' %t.mlir -o %t.low.mlir
// RUN: FileCheck %s --check-prefix=LOWERED < %t.low.mlir
// RUN: spmd-translate --spmd-to-executable %t.low.mlir -o %t.spmdx
// RUN: spmd-exec %t.spmdx --expect %t.ref --stats | FileCheck %s --check-prefix=EXEC
// RUN: spmd-exec %t.spmdx --backend cuda --compile-only | FileCheck %s --check-prefix=CUDA

// CHECK-LABEL: func.func @main
// CHECK-SAME: %arg1: tensor<3x8x4xf32>
// CHECK-SAME: %arg2: tensor<3x4x8xf32>
// CHECK-SAME: -> (tensor<2x8xf32> {{.*}}, tensor<3x2x4xf32> {{.*}}["S(1)", "S(2)"]
// CHECK-NOT: shard.all
// CHECK: %[[R:.*]]:2 = scf.for {{.*}} iter_args(%[[H:.*]] = %arg0, %{{.*}} = %{{.*}}) -> (tensor<2x8xf32>, tensor<3x2x4xf32>)
// CHECK: tensor.extract_slice %arg1[%{{.*}}, 0, 0] [1, 8, 4] [1, 1, 1] : tensor<3x8x4xf32> to tensor<1x8x4xf32>
// CHECK: tensor.extract_slice %arg2[%{{.*}}, 0, 0] [1, 4, 8] [1, 1, 1] : tensor<3x4x8xf32> to tensor<1x4x8xf32>
// CHECK: linalg.matmul ins(%[[H]], {{.*}} : tensor<2x8xf32>, tensor<8x4xf32>)
// CHECK: shard.all_reduce {{.*}} grid_axes = [1] : tensor<2x8xf32> -> tensor<2x8xf32>
// CHECK-NOT: shard.all
// CHECK: tensor.insert_slice {{.*}} : tensor<1x2x4xf32> into tensor<3x2x4xf32>
// CHECK-NEXT: scf.yield
// CHECK-NOT: shard.
// CHECK: return %[[R]]#0, %[[R]]#1

// NUMERICS-COUNT-2: worst relative error {{.*}}: ok

// LOWERED: scf.for
// LOWERED: spmd.step = "collective"
// LOWERED: scf.yield {spmd.step = "yield"}
// LOWERED-NEXT: } {spmd.buffers = array<i64: {{[0-9]+}}, {{[0-9]+}}>, spmd.step = "loop"}

// 3 iterations of 2 GEMMs and 1 all_reduce each.
// EXEC: per step: {{[0-9]+}} kernels, 6 gemms, {{[0-9]+}} copies, 3 collectives
// EXEC-COUNT-2: worst relative error {{.*}}: ok

// CUDA: compiled {{[0-9]+}} kernels for sm_90
