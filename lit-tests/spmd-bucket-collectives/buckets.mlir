// spmd-bucket-collectives alone, on a DDP step partitioned without it: the
// gradients' all_reduces become one on a flat buffer (bucket-mb=1 holds
// them all); the values are unchanged.
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-data-parallel{mesh=4})' %S/../spmd-data-parallel/Inputs/two-layer-step.mlir | FileCheck %s --check-prefix=APART
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-data-parallel{mesh=4},spmd-bucket-collectives{bucket-mb=1})' %S/../spmd-data-parallel/Inputs/two-layer-step.mlir -o %t.mlir
// RUN: FileCheck %s --check-prefix=BUCKET < %t.mlir
// RUN: spmd-run %S/../spmd-data-parallel/Inputs/two-layer-step.mlir --out %t.ref > /dev/null
// RUN: spmd-run %t.mlir --expect %t.ref | FileCheck %s --check-prefix=NUMERICS
// NUMERICS: worst relative error {{.*}}: ok
// RUN: not spmd-opt --pass-pipeline='builtin.module(spmd-bucket-collectives{bucket-mb=-1})' %S/../spmd-data-parallel/Inputs/two-layer-step.mlir 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: option 'bucket-mb' expects a size in MB, 0 or more, got '-1'

// Apart: one all_reduce per gradient, then the loss's.
// APART-COUNT-2: shard.all_reduce {{.*}} : tensor<8x8xf32>
// APART: shard.all_reduce {{.*}} : tensor<f32>

// BUCKET-NOT: shard.all_reduce
// BUCKET: tensor.concat {{.*}} -> tensor<1x128xf32>
// BUCKET-NEXT: shard.all_reduce %concat {{.*}} : tensor<1x128xf32>
// BUCKET-NOT: shard.all_reduce {{.*}} : tensor<8x8xf32>
// BUCKET: shard.all_reduce {{.*}} : tensor<f32>
