// Where a scanned step's stacked gradient is reduced on the data-parallel
// axis: once after the backward loop, or one layer per iteration inside it
// (loop-gradients=). By default the cheaper one that holds no more memory:
// DDP's stack is whole on every device either way, so one all_reduce after
// the loop replaces three; FSDP's reduced stack is sharded, so its
// reduce_scatters stay per layer unless asked. Every plan keeps the loop
// and equals the single-device step.
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-data-parallel{style=replicate mesh=4})' %S/Inputs/scanned-step.mlir | FileCheck %s --check-prefix=DDP
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-data-parallel{style=replicate mesh=4 loop-gradients=in-loop})' %S/Inputs/scanned-step.mlir | FileCheck %s --check-prefix=IN-LOOP
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-data-parallel{style=fully-shard mesh=4})' %S/Inputs/scanned-step.mlir | FileCheck %s --check-prefix=FSDP
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-data-parallel{style=fully-shard mesh=4 loop-gradients=after-loop})' %S/Inputs/scanned-step.mlir | FileCheck %s --check-prefix=FSDP-AFTER
// RUN: spmd-run %S/Inputs/scanned-step.mlir --out %t.ref > /dev/null
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-data-parallel{style=replicate mesh=4})' %S/Inputs/scanned-step.mlir -o %t.ddp.mlir
// RUN: spmd-run %t.ddp.mlir --expect %t.ref | FileCheck %s --check-prefix=NUMERICS
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-data-parallel{style=replicate mesh=4 loop-gradients=in-loop})' %S/Inputs/scanned-step.mlir -o %t.in-loop.mlir
// RUN: spmd-run %t.in-loop.mlir --expect %t.ref | FileCheck %s --check-prefix=NUMERICS
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-data-parallel{style=fully-shard mesh=4})' %S/Inputs/scanned-step.mlir -o %t.fsdp.mlir
// RUN: spmd-run %t.fsdp.mlir --expect %t.ref | FileCheck %s --check-prefix=NUMERICS
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-data-parallel{style=fully-shard mesh=4 loop-gradients=after-loop})' %S/Inputs/scanned-step.mlir -o %t.fsdp-after.mlir
// RUN: spmd-run %t.fsdp-after.mlir --expect %t.ref | FileCheck %s --check-prefix=NUMERICS
// NUMERICS: worst relative error {{.*}}: ok
// RUN: not spmd-opt --pass-pipeline='builtin.module(spmd-data-parallel{mesh=4 loop-gradients=sometimes})' %S/Inputs/scanned-step.mlir 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: option 'loop-gradients' expects auto, in-loop or after-loop, got 'sometimes'

// With DDP the stack is carried as a partial sum (zeros on every device)
// and reduced once, after the loop.
// DDP: scf.for {{.*}} -> (tensor<3x8x8xf32>)
// DDP-NOT: shard.
// DDP: scf.yield
// DDP-NEXT: }
// DDP-NOT: scf.for
// DDP: shard.all_reduce %{{.*}} on @mesh grid_axes = [0] : tensor<3x8x8xf32> -> tensor<3x8x8xf32>

// IN-LOOP: scf.for
// IN-LOOP: shard.all_reduce %{{.*}} : tensor<1x8x8xf32> -> tensor<1x8x8xf32>
// IN-LOOP: scf.yield
// IN-LOOP-NOT: shard.

// FSDP: scf.for {{.*}} -> (tensor<3x2x8xf32>)
// FSDP: shard.all_gather
// FSDP: shard.reduce_scatter %{{.*}} scatter_axis = 1 : tensor<1x8x8xf32> -> tensor<1x2x8xf32>
// FSDP: scf.yield
// FSDP-NOT: shard.

// FSDP-AFTER: scf.for {{.*}} -> (tensor<3x8x8xf32>)
// FSDP-AFTER: shard.all_gather
// FSDP-AFTER-NOT: shard.
// FSDP-AFTER: scf.yield
// FSDP-AFTER-NEXT: }
// FSDP-AFTER-NOT: scf.for
// FSDP-AFTER: shard.reduce_scatter %{{.*}} scatter_axis = 1 : tensor<3x8x8xf32> -> tensor<3x2x8xf32>
