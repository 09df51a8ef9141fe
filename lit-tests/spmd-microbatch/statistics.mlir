// A count over the whole batch that every example's gradient divides by
// (a cross-entropy's mean over the labels it keeps, as torch exports it)
// is summed over the micro-batches by a first loop that computes only it;
// the main loop then reads the whole batch's count, as the single-device
// step does, and the results are equal.
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-microbatch{count=2})' %S/Inputs/counted-mean-step.mlir | FileCheck %s
// RUN: spmd-run %S/Inputs/counted-mean-step.mlir --seed 5 --out %t.reference > /dev/null
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-microbatch{count=3})' %S/Inputs/counted-mean-step.mlir -o %t.3.mlir
// RUN: spmd-run %t.3.mlir --seed 5 --expect %t.reference --rtol 1e-6 | FileCheck %s --check-prefix=NUMERICS
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-microbatch{count=2}, spmd-data-parallel{style=replicate mesh=3})' %S/Inputs/counted-mean-step.mlir -o %t.ddp.mlir
// RUN: spmd-run %t.ddp.mlir --seed 5 --expect %t.reference --rtol 1e-6 | FileCheck %s --check-prefix=NUMERICS

// CHECK: %[[COUNT:.*]] = scf.for %[[M:.*]] = {{.*}} iter_args(%[[SO_FAR:.*]] = %{{.*}}) -> (tensor<f32>)
// CHECK: tensor.extract_slice %{{.*}}[0, %[[M]], 0] [6, 1, 4]
// CHECK: arith.cmpf ogt
// CHECK: linalg.generic {{.*}} ins(%[[SO_FAR]], %{{.*}} : tensor<f32>, tensor<f32>)
// CHECK: scf.yield
// CHECK: %[[SUMS:.*]]:2 = scf.for {{.*}} -> (tensor<f32>, tensor<4xf32>)
// The count is not computed again in the main loop.
// CHECK-NOT: arith.cmpf
// CHECK: ins(%{{.*}}, %[[COUNT]] : tensor<6x4xf32>, tensor<f32>)
// CHECK: arith.divf
// CHECK: scf.yield
// CHECK: arith.divf %[[SUMS]]#0, %[[COUNT]] : tensor<f32>

// NUMERICS-COUNT-2: worst relative error {{.*}}: ok
