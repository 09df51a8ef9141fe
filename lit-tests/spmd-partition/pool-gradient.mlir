// torch-mlir's and IREE's own ops (tm_tensor, iree_linalg_ext) in custom
// syntax parse only in spmd-opt (it rewrites them to generic syntax), not
// in mlir-opt, which lacks their dialects.
// UNSUPPORTED: plugin-driver
// A scatter whose index components name the update row's own batch
// coordinates (the max-pool gradient: n and c are linalg.index 0 and 1 of
// the generic that makes the indices) has its rows as those coordinates'
// loops, n and c shared with the original's dims 0 and 1: split on the
// batch, every row lands in its own device's piece, so the partitioned
// gradient needs no collective (before: a reduce_scatter of the whole
// original). It equals the single-device program (spmd-run draws integer
// inputs in [0, 8): argmax positions within the 4x4 window grid).
// RUN: spmd-opt --spmd-print-rules %S/Inputs/pool-gradient.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=RULE
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-propagate,spmd-partition)' %S/Inputs/pool-gradient.mlir -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: spmd-run %S/Inputs/pool-gradient.mlir --out %t.ref > /dev/null
// RUN: spmd-run %t.mlir --expect %t.ref | FileCheck %s --check-prefix=NUMERICS
// NUMERICS: worst relative error {{.*}}: ok

// RULE: 'tm_tensor.scatter' ([i*j*k*l], [i*j*k*l, m], [i, j, n, o]) -> ([i, j, n, o]) {i=8, j=2, k=2, l=2, m=4, n=4, o=4} reduction={k:sum, l:sum} whole={m} inits=1 even={i, j, k, l} linear={#0, #2}

// Each device's rows (2 images) scatter into its own 2 images (the spill
// row the partitioner pads for stray indices stays empty).
// CHECK-LABEL: func.func @main
// CHECK-NOT: shard.all
// CHECK-NOT: shard.reduce_scatter
// CHECK: "tm_tensor.scatter"
// CHECK: : (tensor<16xf32>, tensor<16x4xi64>, tensor<3x2x4x4xf32>) -> tensor<3x2x4x4xf32>
// CHECK-NOT: shard.all
// CHECK-NOT: shard.reduce_scatter
// CHECK: return
